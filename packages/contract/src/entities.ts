import { z } from 'zod';

/** Values the spec fixes for the domain's enumerations. */
export const ROLES = ['ADMIN', 'USER'] as const;
export const MODALITIES = ['Presencial', 'Virtual'] as const;
/** sincronico = live (en directo), asincronico = recorded (grabado). */
export const MODULE_TYPES = ['sincronico', 'asincronico'] as const;
export const ASSOCIATE_MODELS = ['Course', 'Module'] as const;
export const INSCRIPTION_MODELS = ['Course', 'Activity', 'Module'] as const;
export const WAYS_TO_PAY = ['mercadopago', 'paypal', 'transfer'] as const;
/** The two workshop pages are tied to these course records. */
export const COURSE_SLUGS = ['talleres-presenciales', 'talleres-virtuales'] as const;

export type Role = (typeof ROLES)[number];
export type Modality = (typeof MODALITIES)[number];
export type ModuleType = (typeof MODULE_TYPES)[number];
export type AssociateModel = (typeof ASSOCIATE_MODELS)[number];
export type InscriptionModel = (typeof INSCRIPTION_MODELS)[number];
export type WayToPay = (typeof WAYS_TO_PAY)[number];
export type CourseSlug = (typeof COURSE_SLUGS)[number];

const id = z.string().uuid();
/** Instants travel as ISO 8601 strings. */
const instant = z.string();

export const courseSchema = z.object({
  _id: id,
  slug: z.enum(COURSE_SLUGS),
  title: z.string(),
  day: z.string().describe('YYYY-MM-DD'),
  hour: z.number().int(),
  priceAnticipedPesos: z.number(),
  pricePesos: z.number(),
  priceDolar: z.number(),
  linkMP: z.string(),
  linkPP: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const activitySchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  img: z.string(),
  day: instant,
  pricePesos: z.number(),
  priceDolar: z.number(),
  modality: z.enum(MODALITIES),
  city: z.string(),
  important: z.boolean(),
  archived: z.boolean(),
  associate: id.nullable(),
  associateModel: z.enum(ASSOCIATE_MODELS).nullable(),
  updatedAt: instant,
});
export type Activity = z.infer<typeof activitySchema>;

export const moduleSchema = z.object({
  _id: id,
  number: z.number().int(),
  title: z.string(),
  typeModule: z.enum(MODULE_TYPES),
  topics: z.array(z.string()),
  date: instant,
  pricePesos: z.number(),
  priceDolar: z.number(),
  link_intro: z.string(),
  /** Paid content: present only for admins and for students who own the module. */
  link: z.string().optional(),
  open: z.boolean(),
  enabled: z.boolean(),
  /** The spec's content wrapper: tells whether the paid link is there. */
  content: z.object({ link: z.boolean() }),
});
export type Module = z.infer<typeof moduleSchema>;

export const articleSchema = z.object({
  _id: id,
  title: z.string(),
  paragraph: z.string(),
  img: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type Article = z.infer<typeof articleSchema>;

export const constellatorSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
});
export type Constellator = z.infer<typeof constellatorSchema>;

export const userSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
  avatar: z.string(),
  role: z.enum(ROLES),
  modules: z.array(z.object({ _id: id, title: z.string() })),
});
export type User = z.infer<typeof userSchema>;

export const purchaseSchema = z.object({
  _id: id,
  user_id: z.object({
    _id: id,
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    dateOfBirth: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
  }),
  wayToPay: z.enum(WAYS_TO_PAY).nullable(),
  pay: z.boolean(),
  finish: z.boolean(),
  inscription: z.object({
    _id: id,
    title: z.string(),
    typeModule: z.enum(MODULE_TYPES).optional(),
  }),
  inscriptionModel: z.enum(INSCRIPTION_MODELS),
  createdAt: instant,
});
export type Purchase = z.infer<typeof purchaseSchema>;
