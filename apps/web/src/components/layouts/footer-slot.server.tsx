import { Suspense } from 'react';
import { Footer } from './footer';

/** The server's footer: drawn into the page at once, inside the same Suspense boundary the browser's lazy one has. */
export function FooterSlot() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
