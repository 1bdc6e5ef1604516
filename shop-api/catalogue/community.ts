import { PRODUCT_IDS } from './demoProducts.ts';

/** Seeded reviews and questions, as the reviews service would hold them. */
export interface SeedReview {
  id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  isRecommended: boolean | null;
  submittedAt: string;
}

export interface SeedQuestion {
  id: string;
  productId: string;
  summary: string;
  details: string;
  nickname: string;
  submittedAt: string;
  answers: { id: string; text: string; nickname: string; submittedAt: string }[];
}

export const SEED_REVIEWS: readonly SeedReview[] = [
  {
    id: 'r-10001-1',
    productId: PRODUCT_IDS.standard,
    rating: 5,
    title: 'Perfect for my hiking buddy',
    text: 'Arrived in a nice recycled sleeve two days after I ordered. My friend used it for new boots the same weekend.',
    nickname: 'TrailMix42',
    isRecommended: true,
    submittedAt: '2026-09-14T16:20:00.000Z',
  },
  {
    id: 'r-10001-2',
    productId: PRODUCT_IDS.standard,
    rating: 5,
    title: 'Easy gift',
    text: 'Picked a custom amount and it worked in store without any trouble.',
    nickname: 'RiverRat',
    isRecommended: true,
    submittedAt: '2026-08-02T11:05:00.000Z',
  },
  {
    id: 'r-10001-3',
    productId: PRODUCT_IDS.standard,
    rating: 4,
    title: 'Good, shipping could be faster',
    text: 'The card itself is great. Standard shipping took the full five days, so order early before a birthday.',
    nickname: 'SummitSeeker',
    isRecommended: true,
    submittedAt: '2026-07-21T09:40:00.000Z',
  },
  {
    id: 'r-10001-4',
    productId: PRODUCT_IDS.standard,
    rating: 5,
    title: 'No fees, no expiry',
    text: 'Bought a few for the holidays. Love that they never expire.',
    nickname: 'CampCook',
    isRecommended: true,
    submittedAt: '2026-06-30T18:12:00.000Z',
  },
  {
    id: 'r-10001-5',
    productId: PRODUCT_IDS.standard,
    rating: 3,
    title: 'Fine, but the sleeve was bent',
    text: 'The card worked, but the sleeve arrived creased. Not a big deal for a gift card.',
    nickname: 'PackLight',
    isRecommended: null,
    submittedAt: '2026-05-11T13:30:00.000Z',
  },
  {
    id: 'r-10002-1',
    productId: PRODUCT_IDS.bulk,
    rating: 5,
    title: 'Great for our volunteer crew',
    text: 'Ordered 60 Trail design cards for our trail maintenance volunteers. All arrived in one box with a packing list.',
    nickname: 'CrewLeadDana',
    isRecommended: true,
    submittedAt: '2026-09-01T15:00:00.000Z',
  },
  {
    id: 'r-10002-2',
    productId: PRODUCT_IDS.bulk,
    rating: 4,
    title: 'Nice designs',
    text: 'The Campfire design was a hit at our company party. Wish there were more designs.',
    nickname: 'HROutdoors',
    isRecommended: true,
    submittedAt: '2026-07-09T10:15:00.000Z',
  },
  {
    id: 'r-10003-1',
    productId: PRODUCT_IDS.egift,
    rating: 5,
    title: 'Saved my anniversary',
    text: 'Sent it at lunch, my partner had it within the hour with my message.',
    nickname: 'LastMinuteLou',
    isRecommended: true,
    submittedAt: '2026-09-20T17:45:00.000Z',
  },
  {
    id: 'r-10003-2',
    productId: PRODUCT_IDS.egift,
    rating: 4,
    title: 'Quick delivery',
    text: 'Arrived fast. Would like to schedule the delivery for a later date.',
    nickname: 'PlannerPat',
    isRecommended: true,
    submittedAt: '2026-08-18T08:25:00.000Z',
  },
  {
    id: 'r-10003-3',
    productId: PRODUCT_IDS.egift,
    rating: 5,
    title: 'Sent to three nephews at once',
    text: 'Filled in three recipients in one go. Each got their own e-mail.',
    nickname: 'UncleBear',
    isRecommended: true,
    submittedAt: '2026-06-02T12:00:00.000Z',
  },
  {
    id: 'r-10004-1',
    productId: PRODUCT_IDS.outOfStock,
    rating: 5,
    title: 'Beautiful raised print',
    text: 'The raised mountain outline feels great. Hope it comes back soon.',
    nickname: 'AlpineAmy',
    isRecommended: true,
    submittedAt: '2026-04-22T14:10:00.000Z',
  },
  {
    id: 'r-10004-2',
    productId: PRODUCT_IDS.outOfStock,
    rating: 4,
    title: 'Collector worthy',
    text: 'Kept one for myself. The box is sturdy too.',
    nickname: 'CairnBuilder',
    isRecommended: true,
    submittedAt: '2026-03-15T10:00:00.000Z',
  },
];

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    id: 'q-10001-1',
    productId: PRODUCT_IDS.standard,
    summary: 'Can I use this gift card online?',
    details: 'I live far from a store. Does the card work on the website?',
    nickname: 'FarAwayFran',
    submittedAt: '2026-08-11T09:00:00.000Z',
    answers: [
      {
        id: 'a-10001-1-1',
        text: 'Yes. Enter the card number and PIN at checkout on our website.',
        nickname: 'Cairnfield Customer Care',
        submittedAt: '2026-08-11T15:30:00.000Z',
      },
    ],
  },
  {
    id: 'q-10001-2',
    productId: PRODUCT_IDS.standard,
    summary: 'Do gift cards expire?',
    details: 'Is there an expiration date or monthly fee?',
    nickname: 'CarefulCarl',
    submittedAt: '2026-07-03T12:00:00.000Z',
    answers: [
      {
        id: 'a-10001-2-1',
        text: 'Our gift cards never expire and have no fees.',
        nickname: 'Cairnfield Customer Care',
        submittedAt: '2026-07-03T16:10:00.000Z',
      },
      {
        id: 'a-10001-2-2',
        text: 'I used one I got three years ago, still worked.',
        nickname: 'GearHead',
        submittedAt: '2026-07-05T08:45:00.000Z',
      },
    ],
  },
  {
    id: 'q-10002-1',
    productId: PRODUCT_IDS.bulk,
    summary: 'Can I mix designs in one bulk order?',
    details: 'We want some Summit and some Trail cards.',
    nickname: 'ClubTreasurer',
    submittedAt: '2026-08-25T10:00:00.000Z',
    answers: [
      {
        id: 'a-10002-1-1',
        text: 'Each design is its own item with a minimum of 51 cards. Add each design to your cart separately.',
        nickname: 'Cairnfield Customer Care',
        submittedAt: '2026-08-25T14:00:00.000Z',
      },
    ],
  },
  {
    id: 'q-10003-1',
    productId: PRODUCT_IDS.egift,
    summary: 'When will my recipient get the e-mail?',
    details: 'I ordered at 9 PM. When does it arrive?',
    nickname: 'NightOwl',
    submittedAt: '2026-09-05T02:00:00.000Z',
    answers: [
      {
        id: 'a-10003-1-1',
        text: 'eGift cards go out within 2 hours during business hours, 8:00 AM to 7:00 PM Central. Orders after 7 PM go out the next morning.',
        nickname: 'Cairnfield Customer Care',
        submittedAt: '2026-09-05T13:00:00.000Z',
      },
    ],
  },
];

/** The demo registered shopper (sign in with DEMO_ACCOUNTS[0]). */
export const DEMO_PROFILE_ID = 'demo-1';

export const DEMO_PROFILE = {
  profileId: DEMO_PROFILE_ID,
  userType: 'R',
  logonId: 'jordan.reyes@example.com',
  email: 'jordan.reyes@example.com',
  firstName: 'Jordan',
  lastName: 'Reyes',
  phoneNumber: '3035550142',
  preferredStoreId: '0412',
  zipCode: '80202',
  memberSince: '2021-04-17',
  rewards: { memberId: 'CF-2041-7788', tier: 'Trailblazer', points: 1240 },
  addresses: [
    {
      addressId: 'addr-demo-1-home',
      nickName: 'Home',
      firstName: 'Jordan',
      lastName: 'Reyes',
      address: '1550 Larimer St',
      city: 'Denver',
      state: 'CO',
      zipCode: '80202',
      country: 'US',
      phoneNumber: '3035550142',
      isPrimary: true,
    },
  ],
  subscriptions: [
    { id: 'newsletter', name: 'Trail Notes e-mail newsletter', subscribed: true },
    { id: 'sms-deals', name: 'Text message offers', subscribed: false },
  ],
} as const;

/**
 * Sign-in accounts of the demo shop (README names them). The second has no saved profile: it
 * shows a registered shopper without one, and lets tests sign in as "another profile".
 */
export const DEMO_ACCOUNTS = [
  {
    email: 'jordan.reyes@example.com',
    password: 'trailhead-demo-2026',
    profileId: DEMO_PROFILE_ID,
  },
  { email: 'casey.morgan@example.com', password: 'summit-demo-2026', profileId: 'demo-2' },
] as const;
