import { encodeImage } from '../integrations/images';
import type { DrawnPicture } from './draw-pictures';

/*
 * The drawing process of drawPictures (draw-pictures.ts): receives the pictures' SVG once, sends back each one
 * encoded at every width, and exits (an error exits non-zero, its stack on stderr).
 */
process.once('message', async (pictures: { name: string; svg: string }[]) => {
  await Promise.all(
    pictures.map(async ({ name, svg }) => {
      const drawn: DrawnPicture = { name, image: await encodeImage(Buffer.from(svg)) };
      await new Promise<void>((resolve, reject) =>
        process.send!(drawn, undefined, {}, (error) => (error ? reject(error) : resolve())),
      );
    }),
  );
  process.disconnect();
});
