import type { ListingDetailsInput, ProductCategory, ProductCondition, Role } from '@phonehaat/shared';

/** The password of every demo account. Demo data loads only into an empty database. */
export const DEMO_PASSWORD = 'phonehaat-demo';

export interface DemoUser {
  key: string;
  name: string;
  email: string;
  role: Role;
  verified?: boolean;
}

export const DEMO_USERS: DemoUser[] = [
  { key: 'admin', name: 'PhoneHaat Admin', email: 'admin@phonehaat.test', role: 'Admin' },
  { key: 'rahim', name: 'Rahim Uddin', email: 'rahim@phonehaat.test', role: 'Seller', verified: true },
  { key: 'nusrat', name: 'Nusrat Jahan', email: 'nusrat@phonehaat.test', role: 'Seller', verified: true },
  { key: 'tanvir', name: 'Tanvir Hasan', email: 'tanvir@phonehaat.test', role: 'Seller' },
  { key: 'farhana', name: 'Farhana Akter', email: 'farhana@phonehaat.test', role: 'Buyer' },
  { key: 'arif', name: 'Arif Hossain', email: 'arif@phonehaat.test', role: 'Buyer' },
];

export interface DemoProduct {
  /** The cover photo: `seed-assets/products/<photo>.jpg`. */
  photo: string;
  /** More photos of the same phone for the listing page's gallery, after the cover (at most five). */
  gallery?: string[];
  seller: string;
  name: string;
  category: ProductCategory;
  yearOfUse: number;
  orginalPrice: number;
  resalePrice: number;
  location: string;
  productCondition: ProductCondition;
  contact: string;
  /** The phone's IMEI (valid, made up), and a dual-SIM phone's second; a Wi-Fi-only tablet has none. */
  imei?: string;
  imei2?: string;
  noImei?: true;
  advertised?: boolean;
  /** How long ago it was posted, so the grid has a believable spread of dates. */
  daysAgo: number;
}

/** Demo listings whose seller has cut the price since posting: the price they were first posted at, in Taka. */
export const DEMO_FIRST_PRICES: Record<string, number> = { 'samsung-galaxy-a52': 23500 };

/** What each demo listing says about its phone (issue 16), by its photo's slug. */
export const DEMO_DETAILS: Record<string, ListingDetailsInput> = {
  'samsung-galaxy-a52': {
    brand: 'Samsung',
    model: 'Galaxy A52',
    storageGb: 128,
    ramGb: 8,
    colour: 'Awesome Violet',
    batteryHealth: 86,
    includes: ['box', 'charger'],
    warrantyMonths: 0,
    description:
      'Bought from the Samsung showroom in Bashundhara City. Screen has a protector since day one, no scratches. Small mark on the back corner. Battery lasts a full day. Original charger and box included.',
  },
  'xiaomi-redmi-note-12': {
    brand: 'Xiaomi',
    model: 'Redmi Note 12',
    storageGb: 128,
    ramGb: 6,
    colour: 'Ice Blue',
    batteryHealth: 94,
    includes: ['box', 'charger', 'receipt'],
    warrantyMonths: 4,
    description: 'Official Bangladesh variant, showroom receipt with it. Used with a cover, looks new.',
  },
  'google-pixel-7': {
    brand: 'Google',
    model: 'Pixel 7',
    storageGb: 128,
    ramGb: 8,
    colour: 'Snow',
    batteryHealth: 88,
    includes: ['box'],
    description: 'Brought from the UK. Camera is excellent. No charger in the box (Google does not give one).',
  },
  'oneplus-9': {
    brand: 'OnePlus',
    model: 'OnePlus 9 5G',
    storageGb: 256,
    ramGb: 12,
    colour: 'Arctic Sky',
    batteryHealth: 82,
    includes: ['charger'],
    description: 'Warp charger included. Light scratches on the frame, screen perfect.',
  },
  'walton-primo-r10': {
    brand: 'Walton',
    model: 'Primo R10',
    storageGb: 64,
    ramGb: 4,
    colour: 'Red',
    includes: ['box', 'charger', 'receipt'],
    warrantyMonths: 2,
    description: 'Good second phone. Walton service warranty left, receipt with it.',
  },
  'samsung-galaxy-a32': {
    brand: 'Samsung',
    model: 'Galaxy A32 5G',
    storageGb: 128,
    ramGb: 6,
    colour: 'Awesome Blue',
    batteryHealth: 79,
    includes: ['charger'],
  },
  'realme-c55': {
    brand: 'realme',
    model: 'realme C55',
    storageGb: 256,
    ramGb: 8,
    colour: 'Sunshower',
    batteryHealth: 97,
    includes: ['box', 'charger', 'receipt'],
    warrantyMonths: 8,
    description: 'Three months old, official warranty until next July. Selling because I got a gift phone.',
  },
  'iphone-12': {
    brand: 'Apple',
    model: 'iPhone 12',
    storageGb: 128,
    ramGb: 4,
    colour: 'Blue',
    batteryHealth: 84,
    includes: ['box'],
    description: 'Face ID and True Tone work. Never opened or repaired. Box only, no charger.',
  },
  'iphone-13-pro': {
    brand: 'Apple',
    model: 'iPhone 13 Pro',
    storageGb: 256,
    ramGb: 6,
    colour: 'Graphite',
    batteryHealth: 89,
    includes: ['box', 'receipt'],
    description: 'Bought from an Apple reseller in Dhaka, receipt with it. Always in a case.',
  },
  'iphone-11': {
    brand: 'Apple',
    model: 'iPhone 11',
    storageGb: 64,
    ramGb: 4,
    colour: 'Purple',
    batteryHealth: 76,
    includes: [],
    description: 'Battery replaced once at a shop; works well. Small crack at the bottom of the back glass.',
  },
  'ipad-9th-gen': {
    brand: 'Apple',
    model: 'iPad 9th Gen',
    storageGb: 64,
    ramGb: 3,
    colour: 'Silver',
    batteryHealth: 91,
    includes: ['box', 'charger'],
    description: 'Wi-Fi model, used by my son for online classes. Comes with a cover.',
  },
  'nokia-8110-4g': {
    brand: 'Nokia',
    model: '8110 4G',
    storageGb: 4,
    colour: 'Banana Yellow',
    includes: ['box', 'charger'],
  },
  'nokia-2720-flip': {
    brand: 'Nokia',
    model: '2720 Flip',
    storageGb: 4,
    colour: 'Black',
    includes: ['charger'],
    description: 'Dual SIM flip phone with big buttons, good for elders.',
  },
};

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    photo: 'samsung-galaxy-a52',
    gallery: [
      'samsung-galaxy-a52-2',
      'samsung-galaxy-a52-3',
      'samsung-galaxy-a52-4',
      'samsung-galaxy-a52-5',
      'samsung-galaxy-a52-6',
    ],
    seller: 'rahim',
    name: 'Samsung Galaxy A52 (8/128 GB)',
    category: 'Android',
    yearOfUse: 2,
    orginalPrice: 38999,
    resalePrice: 21500,
    location: 'Mirpur 10, Dhaka',
    productCondition: 'Good',
    contact: '01712-345678',
    imei: '352387120451104',
    advertised: true,
    daysAgo: 1,
  },
  {
    photo: 'xiaomi-redmi-note-12',
    gallery: ['xiaomi-redmi-note-12-2', 'xiaomi-redmi-note-12-3'],
    seller: 'nusrat',
    name: 'Xiaomi Redmi Note 12 (6/128 GB)',
    category: 'Android',
    yearOfUse: 1,
    orginalPrice: 22999,
    resalePrice: 15500,
    location: 'Agrabad, Chattogram',
    productCondition: 'Excellent',
    contact: '01819-204518',
    imei: '354698112033421',
    daysAgo: 2,
  },
  {
    photo: 'google-pixel-7',
    gallery: ['google-pixel-7-2', 'google-pixel-7-3'],
    seller: 'tanvir',
    name: 'Google Pixel 7 (8/128 GB)',
    category: 'Android',
    yearOfUse: 2,
    orginalPrice: 62000,
    resalePrice: 38000,
    location: 'Zindabazar, Sylhet',
    productCondition: 'Excellent',
    contact: '01911-673402',
    imei: '353220138776510',
    advertised: true,
    daysAgo: 3,
  },
  {
    photo: 'oneplus-9',
    gallery: ['oneplus-9-2', 'oneplus-9-3'],
    seller: 'rahim',
    name: 'OnePlus 9 5G (12/256 GB)',
    category: 'Android',
    yearOfUse: 3,
    orginalPrice: 55000,
    resalePrice: 27500,
    location: 'Dhanmondi, Dhaka',
    productCondition: 'Good',
    contact: '01712-345678',
    imei: '861234055120904',
    daysAgo: 5,
  },
  {
    photo: 'walton-primo-r10',
    gallery: ['walton-primo-r10-2', 'walton-primo-r10-3'],
    seller: 'nusrat',
    name: 'Walton Primo R10 (4/64 GB)',
    category: 'Android',
    yearOfUse: 2,
    orginalPrice: 13999,
    resalePrice: 7200,
    location: 'Shaheb Bazar, Rajshahi',
    productCondition: 'Fair',
    contact: '01819-204518',
    imei: '358742100667315',
    daysAgo: 8,
  },
  {
    photo: 'samsung-galaxy-a32',
    gallery: ['samsung-galaxy-a32-2', 'samsung-galaxy-a32-3'],
    seller: 'tanvir',
    name: 'Samsung Galaxy A32 5G (6/128 GB)',
    category: 'Android',
    yearOfUse: 2,
    orginalPrice: 29999,
    resalePrice: 14500,
    location: 'Sonadanga, Khulna',
    productCondition: 'Good',
    contact: '01911-673402',
    imei: '352387900112439',
    daysAgo: 10,
  },
  {
    photo: 'realme-c55',
    gallery: ['realme-c55-2', 'realme-c55-3'],
    seller: 'tanvir',
    name: 'Realme C55 (8/256 GB)',
    category: 'Android',
    yearOfUse: 1,
    orginalPrice: 19999,
    resalePrice: 13000,
    location: 'Khulna Sadar, Khulna',
    productCondition: 'Excellent',
    contact: '01911-673402',
    imei: '867813054423189',
    daysAgo: 11,
  },
  {
    photo: 'iphone-12',
    gallery: ['iphone-12-2', 'iphone-12-3'],
    seller: 'rahim',
    name: 'Apple iPhone 12 (128 GB)',
    category: 'iOS',
    yearOfUse: 3,
    orginalPrice: 89999,
    resalePrice: 46000,
    location: 'Uttara Sector 7, Dhaka',
    productCondition: 'Good',
    contact: '01712-345678',
    imei: '353019118622045',
    daysAgo: 2,
  },
  {
    photo: 'iphone-13-pro',
    gallery: ['iphone-13-pro-2', 'iphone-13-pro-3', 'iphone-13-pro-4', 'iphone-13-pro-5', 'iphone-13-pro-6'],
    seller: 'nusrat',
    name: 'Apple iPhone 13 Pro (256 GB)',
    category: 'iOS',
    yearOfUse: 2,
    orginalPrice: 139999,
    resalePrice: 82000,
    location: 'Gulshan 2, Dhaka',
    productCondition: 'Excellent',
    contact: '01819-204518',
    imei: '353456190237658',
    advertised: true,
    daysAgo: 4,
  },
  {
    photo: 'iphone-11',
    gallery: ['iphone-11-2', 'iphone-11-3'],
    seller: 'tanvir',
    name: 'Apple iPhone 11 (64 GB)',
    category: 'iOS',
    yearOfUse: 4,
    orginalPrice: 74999,
    resalePrice: 33500,
    location: 'Kandirpar, Cumilla',
    productCondition: 'Fair',
    contact: '01911-673402',
    imei: '351297108544021',
    daysAgo: 9,
  },
  {
    photo: 'ipad-9th-gen',
    gallery: ['ipad-9th-gen-2', 'ipad-9th-gen-3'],
    seller: 'rahim',
    name: 'Apple iPad 9th Gen Wi-Fi (64 GB)',
    category: 'iOS',
    yearOfUse: 2,
    orginalPrice: 45000,
    resalePrice: 28000,
    location: 'Chowrasta, Gazipur',
    productCondition: 'Good',
    contact: '01712-345678',
    noImei: true,
    daysAgo: 13,
  },
  {
    photo: 'nokia-8110-4g',
    gallery: ['nokia-8110-4g-2', 'nokia-8110-4g-3'],
    seller: 'nusrat',
    name: 'Nokia 8110 4G (Banana Yellow)',
    category: 'kaiOS',
    yearOfUse: 3,
    orginalPrice: 6500,
    resalePrice: 2800,
    location: 'Sadar Road, Barishal',
    productCondition: 'Good',
    contact: '01819-204518',
    imei: '353902117073569',
    daysAgo: 6,
  },
  {
    photo: 'nokia-2720-flip',
    gallery: ['nokia-2720-flip-2', 'nokia-2720-flip-3'],
    seller: 'tanvir',
    name: 'Nokia 2720 Flip (Dual SIM)',
    category: 'kaiOS',
    yearOfUse: 1,
    orginalPrice: 8999,
    resalePrice: 5200,
    location: 'Jail Road, Mymensingh',
    productCondition: 'Excellent',
    contact: '01911-673402',
    imei: '352109481733023',
    imei2: '353902117073643',
    advertised: true,
    daysAgo: 7,
  },
];

/**
 * A conversation the demo buyer and a seller have already had about one listing, so the inbox of either account shows
 * how a deal is talked through before the meeting. Every message is read by both (no unread badge at first sign-in).
 */
export interface DemoConversation {
  /** The listing's cover photo slug (its key in DEMO_PRODUCTS). */
  photo: string;
  buyer: string;
  messages: { from: 'buyer' | 'seller'; text: string; hoursAgo: number }[];
}

export const DEMO_CONVERSATION: DemoConversation = {
  photo: 'oneplus-9',
  buyer: 'farhana',
  messages: [
    { from: 'buyer', text: 'Assalamu alaikum. Is the OnePlus 9 still available? How is the battery?', hoursAgo: 26 },
    {
      from: 'seller',
      text: 'Walaikum assalam. Yes, it is available. Battery health is 82%, never opened or repaired.',
      hoursAgo: 25,
    },
    {
      from: 'buyer',
      text: 'Can I see it tomorrow evening at Dhanmondi 27? I will check the IMEI with KYD and pay cash when we meet.',
      hoursAgo: 24,
    },
    { from: 'seller', text: 'Sure, 6 pm at Dhanmondi 27 works. Bring your SIM to try a call.', hoursAgo: 23 },
  ],
};

/**
 * A sale already made on PhoneHaat, so the demo shows how a deal closes here and the reputation it leaves: the demo
 * buyer bought a seller's phone in a cash deal at a meeting, and each side rated the other. The phone is sold (out of
 * every public list; its page says Sold); the deal's moves after the request are the deal machine's.
 */
/** A moment of the demo sale: so many days before the seed (by Dhaka's calendar), at a time of day in Dhaka. */
export interface DhakaMoment {
  daysAgo: number;
  hour: number;
  minute?: number;
}

export interface DemoSale {
  listing: DemoProduct;
  details: ListingDetailsInput;
  buyer: string;
  buyerContact: string;
  meetingPlace: string;
  requested: DhakaMoment;
  meeting: DhakaMoment;
  /** The moves after the request, in order. */
  moves: { event: 'accept' | 'receive' | 'payCash'; by: 'buyer' | 'seller'; at: DhakaMoment }[];
  ratings: { by: 'buyer' | 'seller'; stars: number; comment: string; at: DhakaMoment }[];
}

export const DEMO_SALE: DemoSale = {
  listing: {
    photo: 'sold-nokia-2720-flip',
    seller: 'nusrat',
    name: 'Nokia 2720 Flip (Black)',
    category: 'kaiOS',
    yearOfUse: 2,
    orginalPrice: 8999,
    resalePrice: 4500,
    location: 'Dhanmondi, Dhaka',
    productCondition: 'Good',
    contact: '01819-204518',
    imei: '352109481734120',
    imei2: '353902117077818',
    daysAgo: 16,
  },
  details: {
    brand: 'Nokia',
    model: '2720 Flip',
    storageGb: 4,
    colour: 'Black',
    includes: ['charger'],
    description: 'Bought for my father, who went back to his old phone. Big keys, loud speaker, WhatsApp works.',
  },
  buyer: 'farhana',
  buyerContact: '01711-482903',
  meetingPlace: 'Dhanmondi 27, in front of Rapa Plaza',
  requested: { daysAgo: 14, hour: 10 },
  meeting: { daysAgo: 13, hour: 18 },
  moves: [
    { event: 'accept', by: 'seller', at: { daysAgo: 14, hour: 11, minute: 35 } },
    { event: 'receive', by: 'buyer', at: { daysAgo: 13, hour: 18, minute: 20 } },
    { event: 'payCash', by: 'seller', at: { daysAgo: 13, hour: 18, minute: 22 } },
  ],
  ratings: [
    {
      by: 'buyer',
      stars: 5,
      comment:
        'Exactly as described. She waited while I checked the IMEI with KYD before paying. Bought it for my mother, who loves the big keys.',
      at: { daysAgo: 13, hour: 21 },
    },
    {
      by: 'seller',
      stars: 5,
      comment: 'On time at Rapa Plaza and paid in cash. An easy deal.',
      at: { daysAgo: 12, hour: 9 },
    },
  ],
};
