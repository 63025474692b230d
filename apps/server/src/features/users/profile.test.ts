import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageVariantName } from '@constelaciones/contract';
import { users } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';

const { app, deps } = await buildTestApp();
const { db } = deps.database;
const profile = {
  firstName: 'Ana',
  lastName: 'Suárez',
  birthday: '1980-05-17',
  phone: '1155551234',
  country: 'Argentina',
};

const accountOf = async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)))[0]!;
const updateUser = (payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/user/update-user', payload, headers });
const uploadAvatar = (
  bytes: Buffer,
  headers: Record<string, string>,
  filename = 'foto.png',
  contentType = 'image/png',
) => {
  const form = multipart({}, { field: 'avatar', filename, contentType, bytes });
  return app.inject({
    method: 'PUT',
    url: '/api/user/update-avatar-user',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#6b4f8a' } })
    .png()
    .toBuffer();

describe('PUT /api/user/update-user', () => {
  it("updates the person's own profile: 'Usuario actualizado con éxito' and the new user", async () => {
    const student = await sessionFor(deps, 'USER');
    const res = await updateUser(profile, student.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Usuario actualizado con éxito',
      user: expect.objectContaining({
        _id: student.userId,
        firstName: 'Ana',
        lastName: 'Suárez',
        name: 'Ana Suárez',
        dateOfBirth: '1980-05-17',
        phone: '1155551234',
        country: 'Argentina',
        role: 'USER',
      }),
    });
    expect(await accountOf(student.userId)).toMatchObject({ firstName: 'Ana', dateOfBirth: '1980-05-17' });
    const relogged = await app.inject({ method: 'GET', url: '/api/user/relogged', headers: student.headers });
    expect(relogged.json().user.name).toBe('Ana Suárez');
  });

  it('ignores fields outside the form: nobody makes themselves admin or changes their e-mail here', async () => {
    const student = await sessionFor(deps, 'USER');
    const res = await updateUser({ ...profile, role: 'ADMIN', email: 'otro@example.com' }, student.headers);
    expect(res.statusCode).toBe(200);
    expect(await accountOf(student.userId)).toMatchObject({ role: 'USER', email: student.email });
  });

  it.each([
    ['firstName', { firstName: '' }, 'El nombre es requerido'],
    ['lastName', { lastName: '  ' }, 'El apellido es requerido'],
    ['birthday', { birthday: '' }, 'La fecha de nacimiento es requerida'],
    ['phone', { phone: '' }, 'El teléfono es requerido'],
    ['country', { country: '' }, 'Selecciona tu pais'],
    ['country', { country: 'Narnia' }, 'Selecciona tu pais'],
  ])('refuses a wrong %s %j with 400 → %s, changing nothing', async (field, change, message) => {
    const student = await sessionFor(deps, 'USER');
    const before = await accountOf(student.userId);
    const res = await updateUser({ ...profile, ...change }, student.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: message, errors: { [field]: message } });
    expect(await accountOf(student.userId)).toEqual(before);
  });

  it('answers 401 to anonymous visitors', async () => {
    const res = await updateUser(profile);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Tenés que iniciar sesión.' });
  });
});

describe('PUT /api/user/update-avatar-user', () => {
  it('stores the image re-encoded under a server-chosen name, and removes the previous one', async () => {
    const student = await sessionFor(deps, 'USER');
    const first = await uploadAvatar(await png(), student.headers, '../../etc/passwd.png');
    expect(first.statusCode).toBe(200);
    const { avatar } = first.json<{ avatar: string }>();
    expect(avatar).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await accountOf(student.userId)).avatar).toBe(avatar);
    const served = await app.inject({ method: 'GET', url: `/img/${avatar}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await deps.images.has(imageVariantName(avatar, 480))).toBe(true);

    const second = await uploadAvatar(await png(), student.headers);
    const replacement = second.json<{ avatar: string }>().avatar;
    expect(replacement).not.toBe(avatar);
    expect(await deps.images.has(avatar)).toBe(false);
    expect(await deps.images.has(imageVariantName(avatar, 480))).toBe(false);
    expect(await deps.images.has(replacement)).toBe(true);
  });

  it('refuses anything that is not a JPEG, PNG, WebP or GIF by its bytes, whatever its name and type', async () => {
    const student = await sessionFor(deps, 'USER');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const bytes of [svg, html, Buffer.from('GIF89a pero no')]) {
      const res = await uploadAvatar(bytes, student.headers, 'foto.png', 'image/png');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('El archivo debe ser una imagen');
    }
    expect((await accountOf(student.userId)).avatar).toBe('');
  });

  it('asks for an image when none is sent, and refuses anonymous uploads', async () => {
    const student = await sessionFor(deps, 'USER');
    const form = multipart({ nombre: 'sin archivo' });
    const empty = await app.inject({
      method: 'PUT',
      url: '/api/user/update-avatar-user',
      payload: form.payload,
      headers: { ...student.headers, ...form.headers },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      msg: 'La imagen es requerida',
      errors: { avatar: 'La imagen es requerida' },
    });
    expect((await uploadAvatar(await png(), {})).statusCode).toBe(401);
  });
});

describe('GET /api/auth/admin/profile', () => {
  it('answers { admin } to an admin, 403 to a student and 401 to anonymous visitors', async () => {
    const admin = await sessionFor(deps, 'ADMIN');
    const student = await sessionFor(deps, 'USER');
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/auth/admin/profile', headers });
    const res = await get(admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toMatchObject({ _id: admin.userId, email: admin.email, role: 'ADMIN' });
    expect((await get(student.headers)).json()).toEqual({ msg: 'No tenés permiso para hacer esto.' });
    expect((await get(student.headers)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});
