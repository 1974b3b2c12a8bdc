import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export type NewImage = typeof images.$inferInsert;

export function createImagesRepository(db: Database) {
  return {
    /** Records a stored image; the same image uploaded again keeps its first record. */
    async insert(values: NewImage): Promise<void> {
      await db.insert(images).values(values).onConflictDoNothing();
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1);
      return Boolean(row);
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
