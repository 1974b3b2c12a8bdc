import { Suspense } from 'react';
import { BelowTheFold } from './below-the-fold';

/** The server's: drawn at once, inside the same Suspense boundary the browser's lazy one has. */
export function BelowTheFoldSlot() {
  return (
    <Suspense fallback={null}>
      <BelowTheFold />
    </Suspense>
  );
}
