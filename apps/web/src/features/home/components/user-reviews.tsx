import { QuoteIcon } from '@/components/ui/icons';
import review1 from '@/assets/home/review-1.webp';
import review2 from '@/assets/home/review-2.webp';

/** The two static testimonials of spec §2 (Review: id, name, location, photo, description). */
const reviews = [
  {
    id: 1,
    name: 'Imran Hossain',
    location: 'Agrabad, Chattogram',
    photo: review1,
    description:
      'I sold my old Galaxy S10 in four days. Posting it took five minutes, buyers could see the condition clearly, and the one who came to meet me paid the price we agreed without any haggling.',
  },
  {
    id: 2,
    name: 'Sadia Islam',
    location: 'Mirpur, Dhaka',
    photo: review2,
    description:
      'I bought a used iPhone 11 for my university classes at almost half the showroom price. The seller was verified, the photos matched the phone exactly and the battery was as described.',
  },
] as const;

export function UserReviews() {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="reviews-heading" className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">
          User Reviews
        </h2>
        <p className="mt-3 text-muted md:text-lg">What buyers and sellers across Bangladesh say about PhoneHaat.</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="card h-full border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body gap-5 p-6 md:p-8">
                <QuoteIcon className="size-8 text-accent" />
                <blockquote className="text-base leading-relaxed md:text-lg">{review.description}</blockquote>
                <figcaption className="mt-auto flex items-center gap-4">
                  <img
                    src={review.photo}
                    alt={`Photo of ${review.name}`}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 rounded-full border-2 border-base-300 bg-base-200"
                  />
                  <span>
                    <span className="block font-bold text-secondary">{review.name}</span>
                    <span className="block text-sm text-muted">{review.location}</span>
                  </span>
                </figcaption>
              </div>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
