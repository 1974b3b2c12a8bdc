import { Categories } from './categories';
import { UserReviews } from './user-reviews';

/** The home page under its hero: the categories and the reviews, one chunk loaded after the page's own. */
export function BelowTheFold() {
  return (
    <>
      <Categories />
      <UserReviews />
    </>
  );
}
