import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Dependencies } from '../../platform/dependencies';

/** Files named by the server (a UUID) never change, so browsers may keep them for a year. */
const IMMUTABLE_NAME = /^[0-9a-f-]{36}(-\d+)?\.webp$/;

/** Uploaded and bundled images, served from DATA_DIR/img under /img, long-cached. */
export const imageRoutes: FastifyPluginAsync<Dependencies> = async (app, { config }) => {
  const root = path.join(config.dataDir, 'img');
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/img/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders(reply, filePath) {
      const immutable = IMMUTABLE_NAME.test(path.basename(filePath));
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
      );
    },
  });
};
