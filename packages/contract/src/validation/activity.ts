import { z } from 'zod';
import { optionalAgendaKind } from '../agenda-entry';
import { ASSOCIATE_MODELS, MODALITIES } from '../entities';
import { messages } from '../messages';
import { capacityField } from '../places';
import {
  TEXT_MAX,
  booleanField,
  installmentsField,
  instantField,
  priceField,
  requiredLongText,
  requiredText,
} from './fields';

const {
  required,
  nameRequired,
  titleRequired,
  dateRequired,
  descriptionRequired,
  pricePesosRequired,
  priceDolarRequired,
  modalityRequired,
  cityRequired,
  importanceRequired,
  associateModelInvalid,
  associateRequired,
  associateWithoutModel,
} = messages.validation;

/** Form selects give '' for 'none'; JSON may give null or leave the key out: all read as null. */
const noneToNull = <T extends string>(value: T | '' | null | undefined): T | null => value || null;

/**
 * The activity fields of the create and edit forms (multipart text fields: the image travels as a file part,
 * checked by the server). `titleMessage` is the one thing that differs between the two forms.
 */
const activityShape = (titleMessage: string) => ({
  title: requiredText(titleMessage, TEXT_MAX.title),
  day: instantField(dateRequired),
  description: requiredLongText(descriptionRequired, TEXT_MAX.description),
  pricePesos: priceField(pricePesosRequired),
  priceDolar: priceField(priceDolarRequired),
  modality: z.enum(MODALITIES, { error: modalityRequired }),
  city: requiredText(cityRequired, TEXT_MAX.name),
  important: booleanField(importanceRequired),
  associateModel: z
    .union(
      [
        z.enum(ASSOCIATE_MODELS, { error: associateModelInvalid }),
        z.literal('', { error: associateModelInvalid }),
        z.null({ error: associateModelInvalid }),
      ],
      { error: associateModelInvalid },
    )
    .optional()
    .transform(noneToNull),
  associate: z
    .union(
      [
        z.uuid({ error: associateRequired }),
        z.literal('', { error: associateRequired }),
        z.null({ error: associateRequired }),
      ],
      { error: associateRequired },
    )
    .optional()
    .transform(noneToNull),
  /** Its kind on the agenda; empty, the one its association implies. */
  kind: optionalAgendaKind(),
  /** 'Cupo': empty, no limit. */
  capacity: capacityField(),
  installments: installmentsField(),
});

interface AssociationFields {
  associateModel: string | null;
  associate: string | null;
}

// Checked as soon as both association fields are readable, even while other fields are still wrong.
const associationReadable = ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
  !issues.some((issue) => issue.path?.[0] === 'associate' || issue.path?.[0] === 'associateModel');

/** The association id is required once a type is chosen, and forbidden without one. */
const withConsistentAssociation = <Schema extends z.ZodType<AssociationFields>>(schema: Schema) =>
  schema
    .refine(
      (activity: AssociationFields) => activity.associateModel === null || activity.associate !== null,
      {
        path: ['associate'],
        error: associateRequired,
        when: associationReadable,
      },
    )
    .refine(
      (activity: AssociationFields) => activity.associateModel !== null || activity.associate === null,
      {
        path: ['associate'],
        error: associateWithoutModel,
        when: associationReadable,
      },
    );

/** The 'Agregar actividad' form, and the text fields of POST /activities/create. */
export const activityCreateSchema = withConsistentAssociation(z.object(activityShape(nameRequired)));
export type ActivityCreateInput = z.input<typeof activityCreateSchema>;
export type ActivityCreateOutput = z.output<typeof activityCreateSchema>;

/** The activity edit form, and the text fields of PUT /activities/edit/{id}. */
export const activityEditSchema = withConsistentAssociation(
  z.object({
    ...activityShape(titleRequired),
    archived: booleanField(required),
    /** 'Avisar a los inscriptos': when the date or hour changes, each enrolled student is e-mailed. */
    notify: booleanField(required).default(false),
  }),
);
export type ActivityEditInput = z.input<typeof activityEditSchema>;
export type ActivityEditOutput = z.output<typeof activityEditSchema>;
