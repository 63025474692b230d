import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  buyerDocumentSchema,
  purchaseCreateSchema,
  purchaseEditSchema,
  transferRequestSchema,
} from './purchase';
import { firstMessageAt } from './testing';

const ID = '3f1c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f';

describe('purchaseEditSchema', () => {
  it.each([
    [{ finish: true }, { finish: true }],
    [{ finish: 'false' }, { finish: false }],
    [
      { finish: false, pay: 'true' },
      { finish: false, pay: true },
    ],
  ])('reads %j', (input, expected) => {
    expect(purchaseEditSchema.parse(input)).toEqual(expected);
  });

  it('requires finish', () => {
    expect(firstMessageAt(purchaseEditSchema, {}, 'finish')).toBe('Campo requerido');
  });
});

describe('purchaseCreateSchema', () => {
  it('takes the item and the way to pay, nothing else', () => {
    expect(
      purchaseCreateSchema.parse({ inscription: ID, inscriptionModel: 'Course', wayToPay: 'mp', amount: 1 }),
    ).toEqual({ inscription: ID, inscriptionModel: 'Course', wayToPay: 'mp' });
  });

  it.each([
    ['wayToPay', 'mercadopago', 'Elegí un medio de pago válido.'],
    ['inscriptionModel', 'Taller', 'Tipo de inscripción no válido.'],
    ['inscription', 'abc', 'Elegí qué querés inscribirte.'],
  ])('refuses %s = %j', (field, value, message) => {
    const body = { inscription: ID, inscriptionModel: 'Activity', wayToPay: 'transfer', [field]: value };
    expect(firstMessageAt(purchaseCreateSchema, body, field)).toBe(message);
  });
});

describe('transferRequestSchema', () => {
  it('reads the price the person saw as a number', () => {
    expect(
      transferRequestSchema.parse({ idPurchase: ID, type: 'Activity', pricePurchase: '25000' }).pricePurchase,
    ).toBe(25000);
  });
});

describe('buyerDocumentSchema (the checkout’s DNI o CUIL)', () => {
  it.each([
    ['12.345.678', '12345678'],
    ['1234567', '1234567'],
    ['20-12345678-6', '20123456786'],
    [' 20 12345678 6 ', '20123456786'],
  ])('keeps the digits of %j', (text, digits) => {
    expect(buyerDocumentSchema.parse(text)).toBe(digits);
  });

  it.each(['123456', '123456789', '20-12345678-5', '12.345.67A', ''])('refuses %j', (text) => {
    const parsed = buyerDocumentSchema.safeParse(text);
    expect(parsed.error?.issues[0]?.message).toBe(messages.purchase.documentInvalid);
  });

  it('goes with the purchase only when sent', () => {
    const body = { inscription: ID, inscriptionModel: 'Activity', wayToPay: 'transfer' } as const;
    expect(purchaseCreateSchema.parse(body)).toEqual(body);
    expect(purchaseCreateSchema.parse({ ...body, document: '12.345.678' }).document).toBe('12345678');
  });
});
