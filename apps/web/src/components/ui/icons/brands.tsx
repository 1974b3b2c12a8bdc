import { Svg, type IconProps } from './base';

/** Brand marks of the social networks (the footer): Simple Icons, CC0. */

export function FacebookIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M23.9981 11.9991C23.9981 5.37216 18.626 0 11.9991 0C5.37216 0 0 5.37216 0 11.9991C0 17.9882 4.38789 22.9522 10.1242 23.8524V15.4676H7.07758V11.9991H10.1242V9.35553C10.1242 6.34826 11.9156 4.68714 14.6564 4.68714C15.9692 4.68714 17.3424 4.92149 17.3424 4.92149V7.87439H15.8294C14.3388 7.87439 13.8739 8.79933 13.8739 9.74824V11.9991H17.2018L16.6698 15.4676H13.8739V23.8524C19.6103 22.9522 23.9981 17.9882 23.9981 11.9991Z" />
    </Svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M23 7a2.88 2.88 0 0 0-2-2c-1.79-.48-9-.48-9-.48S4.81 4.51 3 5a2.88 2.88 0 0 0-2 2 29.93 29.93 0 0 0-.5 5.56A29.93 29.93 0 0 0 1 18.1a2.88 2.88 0 0 0 2 2c1.79.48 9 .48 9 .48s7.19 0 9-.48a2.88 2.88 0 0 0 2-2 29.93 29.93 0 0 0 .48-5.54A29.93 29.93 0 0 0 23 7zM9.7 16V9.11l6 3.45z" />
    </Svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <Svg fill="currentColor" {...props}>
      <path d="M18.9 0h3.7l-8 10.2L24 24h-7.4l-5.8-8.4L4.2 24H.5l8.6-10.9L0 0h7.6l5.2 7.7L18.9 0zm-1.3 21.6h2L6.5 2.3H4.3l13.3 19.3z" />
    </Svg>
  );
}
