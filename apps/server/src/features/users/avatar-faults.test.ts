import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@constelaciones/contract';
import { users } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';

/*
 * What goes wrong on PUT /api/user/update-avatar-user is told apart: a body the server cannot read is the
 * request's fault (a Spanish 400, nothing changed), a folder it cannot write is the server's (the generic 500
 * and a log line), never blamed on the person's picture.
 */
const logLines: { level: number; msg: string; err?: { message: string } }[] = [];
const { app, deps } = await buildTestApp(
  { LOG_LEVEL: 'error' },
  { logStream: { write: (line) => void logLines.push(JSON.parse(line)) } },
);
const imgDir = path.join(deps.config.dataDir, 'img');

const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#4f6b8a' } })
  .png()
  .toBuffer();
const form = multipart({}, { field: 'avatar', filename: 'yo.png', contentType: 'image/png', bytes: png });

const put = (headers: Record<string, string>, contentType: string, payload: Buffer) =>
  app.inject({
    method: 'PUT',
    url: '/api/user/update-avatar-user',
    headers: { ...headers, 'content-type': contentType },
    payload,
  });

const avatarOf = async (id: string) =>
  (await deps.database.db.select().from(users).where(eq(users.id, id)))[0]!.avatar;

describe('PUT /api/user/update-avatar-user with a body it cannot read', () => {
  it.each([
    ['no boundary', 'multipart/form-data', form.payload],
    ['another boundary', 'multipart/form-data; boundary=otra-cosa', form.payload],
    ['a body cut short', form.headers['content-type'], form.payload.subarray(0, form.payload.length - 40)],
    ['a part header cut short', form.headers['content-type'], form.payload.subarray(0, 60)],
  ])('answers 400 in Spanish for %s and changes nothing', async (_case, contentType, payload) => {
    const student = await sessionFor(deps, 'USER');
    const res = await put(student.headers, contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: messages.server.formUnreadable });
    expect(await avatarOf(student.userId)).toBe('');
  });
});

describe('PUT /api/user/update-avatar-user when the image folder cannot be written', () => {
  it('answers the generic 500, logs the fault and keeps the previous avatar', async () => {
    const student = await sessionFor(deps, 'USER');
    const first = await put(student.headers, form.headers['content-type'], form.payload);
    expect(first.statusCode, first.body).toBe(200);
    const previous = first.json<{ avatar: string }>().avatar;

    // Tests run as root, whom a read-only folder does not stop: a file where the folder was does.
    const aside = `${imgDir}-aparte`;
    await rename(imgDir, aside);
    await writeFile(imgDir, 'no es una carpeta');
    try {
      logLines.length = 0;
      const res = await put(student.headers, form.headers['content-type'], form.payload);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ msg: messages.server.unexpected });
      expect(logLines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'unhandled error',
          err: expect.objectContaining({ message: expect.stringContaining(imgDir) }),
        }),
      );
    } finally {
      await rm(imgDir, { force: true });
      await rename(aside, imgDir);
    }
    expect(await avatarOf(student.userId)).toBe(previous);
    const again = await put(student.headers, form.headers['content-type'], form.payload);
    expect(again.statusCode).toBe(200);
  });
});
