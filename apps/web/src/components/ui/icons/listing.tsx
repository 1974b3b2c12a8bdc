import { Stroke, Svg, type IconProps } from './base';

/** The listing page's icons. */

export function ShareIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
    </Stroke>
  );
}

export function CalendarIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </Stroke>
  );
}

export function MapPinIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </Stroke>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Stroke {...props}>
      <rect x="7" y="2.5" width="10" height="19" rx="2.2" />
      <path d="M11 18.5h2" />
    </Stroke>
  );
}

/** A filled star (a seller's rating): drawn, not a '★' glyph, which most phones' text fonts do not have. */
export function StarIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="m12 2.6 2.9 5.9 6.5.95-4.7 4.58 1.11 6.47L12 17.44l-5.81 3.06 1.11-6.47-4.7-4.58 6.5-.95z" />
    </Svg>
  );
}

/** Five stars, the first `filled` of them in the rating's colour. */
export function StarRow({ filled }: { filled: number }) {
  return (
    <span aria-hidden="true" className="inline-flex items-center">
      {[0, 1, 2, 3, 4].map((index) => (
        <StarIcon key={index} className={`size-4 ${index < filled ? 'text-warning' : 'text-base-300'}`} />
      ))}
    </span>
  );
}
