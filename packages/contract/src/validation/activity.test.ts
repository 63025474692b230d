import { describe, expect, it } from 'vitest';
import { agendaEntryFormSchema } from '../agenda-entry';
import { messages } from '../messages';
import { activityCreateSchema, activityEditSchema } from './activity';
import { firstMessageAt, messagesAt } from './testing';

const COURSE_ID = '0b6f0a4e-8d55-4a7e-9a3c-2f1e6f1d9c11';

/** The text fields of a multipart body, as the browser sends them. */
const multipart = {
  title: 'Taller de constelaciones',
  day: '2025-03-15T19:00',
  description: 'Un encuentro para mirar la propia historia familiar.',
  pricePesos: '25000',
  priceDolar: '40',
  modality: 'Presencial',
  city: 'Rosario',
  important: 'true',
  associateModel: '',
  associate: '',
};

describe('activityCreateSchema', () => {
  it('reads multipart text fields into typed values', () => {
    expect(activityCreateSchema.parse(multipart)).toEqual({
      title: 'Taller de constelaciones',
      day: '2025-03-15T22:00:00.000Z',
      description: 'Un encuentro para mirar la propia historia familiar.',
      pricePesos: 25000,
      priceDolar: 40,
      modality: 'Presencial',
      city: 'Rosario',
      important: true,
      associateModel: null,
      associate: null,
      kind: null,
      capacity: null,
      installments: null,
    });
  });

  it('reads a JSON body with an instant and no association keys', () => {
    const { associateModel: _model, associate: _id, ...rest } = multipart;
    const json = {
      ...rest,
      day: '2025-03-15T22:00:00.000Z',
      pricePesos: 25000,
      priceDolar: 0,
      important: false,
    };
    expect(activityCreateSchema.parse(json)).toMatchObject({
      day: '2025-03-15T22:00:00.000Z',
      priceDolar: 0,
      important: false,
      associateModel: null,
      associate: null,
    });
  });

  it.each([
    ['title', '', 'El nombre es requerido'],
    ['title', undefined, 'El nombre es requerido'],
    ['day', '', 'La fecha es requerida'],
    ['day', '15/03/2025', 'La fecha no es válida'],
    ['description', '', 'La descripción es requerida'],
    ['pricePesos', '', 'El precio en pesos es requerido'],
    ['pricePesos', 'mucho', 'El precio en pesos es requerido'],
    ['pricePesos', '-1', 'El precio no puede ser negativo'],
    ['priceDolar', undefined, 'El precio en dolares es requerido'],
    ['priceDolar', -5, 'El precio no puede ser negativo'],
    ['modality', '', 'La modalidad es requerida'],
    ['modality', 'Hibrida', 'La modalidad es requerida'],
    ['city', ' ', 'La ciudad es requerida'],
    ['important', undefined, 'La importancia es requerida'],
    ['important', 'si', 'La importancia es requerida'],
    ['associateModel', 'Activity', 'Tipo de asociación no válido'],
    ['associate', 'abc', 'Elegí el curso o módulo asociado'],
  ])('%s = %j fails with %s', (field, value, message) => {
    expect(firstMessageAt(activityCreateSchema, { ...multipart, [field]: value }, field)).toBe(message);
  });

  // react-hook-form's resolver shows the message of one of a union's options, not the union's own.
  it.each([
    ['pricePesos', '', 'El precio en pesos es requerido'],
    ['priceDolar', 'mucho', 'El precio en dolares es requerido'],
    ['important', '', 'La importancia es requerida'],
    ['associateModel', 'Activity', 'Tipo de asociación no válido'],
    ['associate', 'abc', 'Elegí el curso o módulo asociado'],
  ])('%s = %j says only %s, in every option of its union', (field, value, message) => {
    const result = activityCreateSchema.safeParse({ ...multipart, [field]: value });
    const unionMessages = (result.error?.issues ?? [])
      .filter((issue) => issue.path[0] === field)
      .flatMap((issue) => [
        issue.message,
        ...('errors' in issue ? issue.errors.flat().map((nested) => nested.message) : []),
      ]);
    expect(new Set(unionMessages)).toEqual(new Set([message]));
  });

  it.each([
    ['Charla', 'Charla'],
    ['  Retiro de otoño ', 'Retiro de otoño'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('reads the kind %j as %j: empty is the kind its association implies', (kind, read) => {
    expect(activityCreateSchema.parse({ ...multipart, kind }).kind).toBe(read);
    expect(activityEditSchema.parse({ ...multipart, archived: 'false', kind }).kind).toBe(read);
  });

  it.each([
    ['x'.repeat(41), messages.validation.tooLong(40)],
    ['Charla\u0007', messages.validation.controlCharacters],
  ])("refuses the kind %j as the agenda entry's kind does: %s", (kind, message) => {
    const entry = { date: '2027-03-14', title: 'Retiro', modality: 'Presencial', kind };
    expect(firstMessageAt(agendaEntryFormSchema, entry, 'kind')).toBe(message);
    expect(messagesAt(activityCreateSchema, { ...multipart, kind }, 'kind')).toEqual([message]);
  });

  it('takes a kind of 40 characters, the longest a badge holds', () => {
    expect(activityCreateSchema.parse({ ...multipart, kind: 'x'.repeat(40) }).kind).toHaveLength(40);
  });

  it('accepts each modality', () => {
    expect(activityCreateSchema.parse({ ...multipart, modality: 'Virtual' }).modality).toBe('Virtual');
  });

  it('accepts an association with its id', () => {
    const parsed = activityCreateSchema.parse({
      ...multipart,
      associateModel: 'Course',
      associate: COURSE_ID,
    });
    expect(parsed).toMatchObject({ associateModel: 'Course', associate: COURSE_ID });
  });

  it('requires the id once an association type is chosen', () => {
    expect(messagesAt(activityCreateSchema, { ...multipart, associateModel: 'Module' }, 'associate')).toEqual(
      ['Elegí el curso o módulo asociado'],
    );
  });

  it('forbids an id without an association type', () => {
    expect(messagesAt(activityCreateSchema, { ...multipart, associate: COURSE_ID }, 'associate')).toEqual([
      'Elegí primero el tipo de asociación',
    ]);
  });

  it('tells the association rule even while other fields are wrong', () => {
    const form = { ...multipart, title: '', associateModel: 'Course' };
    expect(firstMessageAt(activityCreateSchema, form, 'associate')).toBe('Elegí el curso o módulo asociado');
  });
});

describe('activityEditSchema', () => {
  const edit = { ...multipart, archived: 'false' };

  it('reads the archived flag', () => {
    expect(activityEditSchema.parse(edit)).toMatchObject({ archived: false });
    expect(activityEditSchema.parse({ ...edit, archived: true })).toMatchObject({ archived: true });
  });

  it('words the missing title differently', () => {
    expect(firstMessageAt(activityEditSchema, { ...edit, title: '' }, 'title')).toBe(
      'El título es requerido',
    );
  });

  it('requires archived', () => {
    expect(firstMessageAt(activityEditSchema, { ...edit, archived: undefined }, 'archived')).toBe(
      'Campo requerido',
    );
  });

  it('keeps the create rules', () => {
    expect(firstMessageAt(activityEditSchema, { ...edit, city: '' }, 'city')).toBe('La ciudad es requerida');
    expect(messagesAt(activityEditSchema, { ...edit, associateModel: 'Course' }, 'associate')).toEqual([
      'Elegí el curso o módulo asociado',
    ]);
  });
});
