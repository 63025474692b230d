import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { messages } from '@constelaciones/contract';
import { users } from '../../db/schema';
import { IMAGE_ENCODES_AT_ONCE } from '../../integrations/images';
import { buildTestApp, sessionFor } from '../../test/helper';
import { multipart } from '../../test/multipart';

/*
 * Decoding images is the heaviest thing a request can ask for. Uploads are limited per person (20 in 15 minutes,
 * on every upload route together, only requests that carry a file), and however many arrive at once, at most
 * IMAGE_ENCODES_AT_ONCE are decoded and encoded at a time: the rest wait their turn.
 */
const { app, deps } = await buildTestApp();
const { db } = deps.database;

const smallPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#9d6b6c' } })
  .png()
  .toBuffer();

type Caller = Awaited<ReturnType<typeof sessionFor>>;

/** PUT /user/update-avatar-user with the given image, or with no file at all (`null`). */
const uploadAvatar = (caller: Caller, bytes: Buffer | null = smallPng) => {
  const form = multipart(
    {},
    bytes ? { field: 'avatar', filename: 'yo.png', contentType: 'image/png', bytes } : undefined,
  );
  return app.inject({
    method: 'PUT',
    url: '/api/user/update-avatar-user',
    payload: form.payload,
    headers: { ...form.headers, ...caller.headers },
  });
};

const avatarOf = async (caller: Caller) =>
  (await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, caller.userId)))[0]!.avatar;

describe('uploads per person', () => {
  it("refuses a student's 21st upload in 15 minutes with the Spanish 429, and keeps the avatar", async () => {
    const student = await sessionFor(deps, 'USER');
    // A request without a file decodes nothing and is not counted.
    expect((await uploadAvatar(student, null)).statusCode).toBe(400);
    for (let upload = 1; upload <= 20; upload++) {
      const res = await uploadAvatar(student);
      expect(res.statusCode, `upload ${upload}: ${res.body}`).toBe(200);
    }
    const avatar = await avatarOf(student);
    const refused = await uploadAvatar(student);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: messages.server.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await avatarOf(student)).toBe(avatar);
    // Someone else still uploads.
    expect((await uploadAvatar(await sessionFor(deps, 'USER'))).statusCode).toBe(200);
  });

  it("counts the owner's uploads on every route together, and not her edits without an image", async () => {
    const owner = await sessionFor(deps, 'ADMIN');
    const send = (
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string>,
      withImage: boolean,
    ) => {
      const form = multipart(
        fields,
        withImage
          ? { field: 'img', filename: 'foto.png', contentType: 'image/png', bytes: smallPng }
          : undefined,
      );
      return app.inject({
        method,
        url,
        payload: form.payload,
        headers: { ...form.headers, ...owner.headers },
      });
    };
    const article = (title: string) => ({ title, paragraph: 'Texto' });
    const created = await send('POST', '/api/blog/create', article('Primero'), true);
    expect(created.statusCode).toBe(201);
    const articleId = created.json<{ _id: string }>()._id;
    for (let upload = 2; upload <= 10; upload++) {
      expect((await send('POST', '/api/blog/create', article(`Artículo ${upload}`), true)).statusCode).toBe(
        201,
      );
    }
    for (let upload = 11; upload <= 19; upload++) {
      expect(
        (await send('PUT', `/api/blog/edit/${articleId}`, article(`Edición ${upload}`), true)).statusCode,
      ).toBe(200);
    }
    expect((await uploadAvatar(owner)).statusCode).toBe(200);
    const refused = await send('POST', '/api/blog/create', article('Uno de más'), true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: messages.server.tooManyRequests });
    // An edit that keeps the current image is not an upload.
    const edit = await send('PUT', `/api/blog/edit/${articleId}`, article('Sin imagen nueva'), false);
    expect(edit.statusCode, edit.body).toBe(200);
  });
});

describe('images decoded at once', () => {
  it(`never more than IMAGE_ENCODES_AT_ONCE (${IMAGE_ENCODES_AT_ONCE}) while eight people upload photos together`, async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6b8f8c' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const students = await Promise.all(Array.from({ length: 8 }, () => sessionFor(deps, 'USER')));
    // sharp's own counters, read on every turn of the event loop: its tasks running on a thread, and those
    // queued for one. Each upload is three tasks (decode and encode, then two smaller encodes).
    let running = 0;
    let runningOrQueued = 0;
    let uploading = true;
    const watch = (async () => {
      while (uploading) {
        const { queue, process } = sharp.counters();
        running = Math.max(running, process);
        runningOrQueued = Math.max(runningOrQueued, queue + process);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(students.map((student) => uploadAvatar(student, photo)));
    uploading = false;
    await watch;
    expect(answers.map((res) => res.statusCode)).toEqual(students.map(() => 200));
    expect(running).toBeGreaterThanOrEqual(1);
    expect(running).toBeLessThanOrEqual(IMAGE_ENCODES_AT_ONCE);
    // A task may be queued as the one before it hands over its place; never every upload's work at once.
    expect(runningOrQueued).toBeLessThanOrEqual(2 * IMAGE_ENCODES_AT_ONCE);
  });
});
