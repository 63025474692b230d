import type { Article, ArticleFormOutput } from '@constelaciones/contract';
import { notFound } from '../../lib/errors';
import { auditedWrites, created, deleted, edited, type Actor } from '../../platform/audited-write';
import { requireImage } from '../../platform/image-upload';
import type { Dependencies } from '../../platform/dependencies';
import { articleRepository } from './repository';

/** The owner's changes to articles: each one audited, with its image, and shown at once on public pages. */
export function articleService(deps: Pick<Dependencies, 'database' | 'images' | 'catalog'>) {
  const write = auditedWrites(deps);
  const target = { entity: 'article', invalidates: 'articles' } as const;

  return {
    create(actor: Actor, input: ArticleFormOutput, image: Buffer | undefined): Promise<Article> {
      return write({
        actor,
        ...target,
        upload: requireImage(image),
        apply: async (tx, img) => created(await articleRepository(tx).insert({ ...input, img: img! })),
      });
    },

    /** Without a new image the current one is kept. */
    edit(actor: Actor, id: string, input: ArticleFormOutput, image: Buffer | undefined): Promise<Article> {
      return write({
        actor,
        ...target,
        upload: image,
        async apply(tx, img) {
          const articles = articleRepository(tx);
          const current = await articles.lock(id);
          if (!current) throw notFound();
          const after = await articles.update(id, { ...input, img: img ?? current.img });
          return edited(current, after, img && current.img);
        },
      });
    },

    remove(actor: Actor, id: string): Promise<void> {
      return write({
        actor,
        ...target,
        async apply(tx) {
          const removed = await articleRepository(tx).remove(id);
          if (!removed) throw notFound();
          return deleted(removed, removed.img);
        },
      });
    },
  };
}
