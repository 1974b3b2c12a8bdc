import { useAdvertisedProducts } from '../api/get-advertised-products';
import { LatestAdvertisement } from './latest-advertisement';

/** The advertised list, fetched; renders nothing while loading, after an error, or when nobody advertises. */
export default function LatestAdvertisementSection() {
  const { data } = useAdvertisedProducts();
  return <LatestAdvertisement products={data} />;
}
