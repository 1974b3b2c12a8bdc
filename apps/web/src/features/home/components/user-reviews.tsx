import { QuoteIcon } from '@/components/ui/icons';
import review1 from '@/assets/home/review-1.webp';
import review2 from '@/assets/home/review-2.webp';
import { m } from '@/paraglide/messages.js';

/** The two static testimonials of spec §2 (Review: id, name, location, photo, description), as messages. */
const reviews = [
  {
    id: 1,
    name: m.home_review_imran_name,
    location: m.home_review_imran_location,
    photo: review1,
    description: m.home_review_imran_text,
  },
  {
    id: 2,
    name: m.home_review_sadia_name,
    location: m.home_review_sadia_location,
    photo: review2,
    description: m.home_review_sadia_text,
  },
] as const;

export function UserReviews() {
  return (
    <section aria-labelledby="reviews-heading" className="mx-auto max-w-7xl px-4 py-12 md:px-6 md:py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="reviews-heading" className="text-3xl font-extrabold tracking-tight text-secondary md:text-4xl">
          {m.home_reviews_heading()}
        </h2>
        <p className="mt-3 text-muted md:text-lg">{m.home_reviews_intro()}</p>
      </div>
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <figure className="card h-full border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body gap-5 p-6 md:p-8">
                <QuoteIcon className="size-8 text-accent" />
                <blockquote className="text-base leading-relaxed md:text-lg">{review.description()}</blockquote>
                <figcaption className="mt-auto flex items-center gap-4">
                  <img
                    src={review.photo}
                    alt={m.home_review_photo_alt({ name: review.name() })}
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 rounded-full border-2 border-base-300 bg-base-200"
                  />
                  <span>
                    <span className="block font-bold text-secondary">{review.name()}</span>
                    <span className="block text-sm text-muted">{review.location()}</span>
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
