import type { Locale } from '@phonehaat/shared';

/**
 * Every email PhoneHaat sends: short, plain words (a Dhaka buyer reads them on a phone), one text version and one
 * simple HTML version with every inserted value escaped. The words live here and only here, in English and Bengali.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SIGN_OFF = 'PhoneHaat';

/** A link the person has just asked for: what it is for, its button, and how long it works. */
interface LinkWords {
  subject: string;
  body: string;
  button: string;
  after: string;
}
/** News of a deal: the listing's name in the subject, and the buyer's name where the sentence needs it. */
interface DealWords {
  subject: (title: string) => string;
  body: (title: string, buyer: string) => string;
}
export type LinkMail = 'verify' | 'changeEmail' | 'reset';
export type DealMail = 'dealRequested' | 'dealAccepted' | 'dealCompleted';
/** What the admins did to the person's account (issue 16); a suspension says their reason. */
export type AccountMail = 'suspended' | 'reinstated';
interface AccountWords {
  subject: string;
  body: string;
  after: string;
}

type MailWords = Record<LinkMail, LinkWords> &
  Record<DealMail, DealWords> &
  Record<AccountMail, AccountWords> & {
    reason: string;
    seeDeal: string;
    settings: string;
    ignore: string;
    copy: string;
    aBuyer: string;
    aPhone: string;
  };

/** The words of every email in each language; a listing's name and a person's name go in as they were written. */
export const MAIL_TEXT: Record<Locale, MailWords> = {
  en: {
    verify: {
      subject: 'Verify your email address',
      body: 'Open this link to verify your email address for PhoneHaat:',
      button: 'Verify my email',
      after: 'The link works for 24 hours.',
    },
    changeEmail: {
      subject: 'Confirm your new email address',
      body: 'Open this link to use this email address for your PhoneHaat account:',
      button: 'Use this email',
      after: 'The link works for 24 hours.',
    },
    reset: {
      subject: 'Set a new password',
      body: 'Someone (we hope you) asked to set a new password for your PhoneHaat account. Open this link to choose one:',
      button: 'Set a new password',
      after: 'The link works for 1 hour and only once. Setting a new password signs you out everywhere.',
    },
    dealRequested: {
      subject: (title) => `New deal request: ${title}`,
      body: (title, buyer) => `${buyer} wants to buy your ${title}. Accept or decline it soon:`,
    },
    dealAccepted: {
      subject: (title) => `Your deal was accepted: ${title}`,
      body: (title) => `The seller accepted your deal for ${title}. See where and when to meet:`,
    },
    dealCompleted: {
      subject: (title) => `Deal completed: ${title}`,
      body: (title) => `The deal for ${title} is complete. You can now rate the other side:`,
    },
    suspended: {
      subject: 'Your PhoneHaat account is suspended',
      body: 'PhoneHaat’s admins suspended your account: you cannot sign in, and your listings are hidden.',
      after:
        'Deals that had not reached the meeting were cancelled, and any card payment held for them goes back to the buyer.',
    },
    reinstated: {
      subject: 'Your PhoneHaat account can be used again',
      body: 'PhoneHaat’s admins lifted the suspension of your account: you can sign in again, and your listings show again.',
      after: 'Thank you for your patience.',
    },
    reason: 'Their reason:',
    seeDeal: 'See the deal',
    settings: 'You can choose which emails you get, and their language, on your account page:',
    ignore: 'If you did not ask for this, you can ignore this email.',
    copy: 'Or copy this address:',
    aBuyer: 'A buyer',
    aPhone: 'phone',
  },
  bn: {
    verify: {
      subject: 'আপনার ইমেইল ঠিকানা যাচাই করুন',
      body: 'PhoneHaat-এ আপনার ইমেইল ঠিকানা যাচাই করতে এই লিংকটি খুলুন:',
      button: 'আমার ইমেইল যাচাই করুন',
      after: 'লিংকটি ২৪ ঘণ্টা কাজ করবে।',
    },
    changeEmail: {
      subject: 'আপনার নতুন ইমেইল ঠিকানা নিশ্চিত করুন',
      body: 'আপনার PhoneHaat অ্যাকাউন্টে এই ইমেইল ঠিকানা ব্যবহার করতে এই লিংকটি খুলুন:',
      button: 'এই ইমেইল ব্যবহার করুন',
      after: 'লিংকটি ২৪ ঘণ্টা কাজ করবে।',
    },
    reset: {
      subject: 'নতুন পাসওয়ার্ড দিন',
      body: 'কেউ (আশা করি আপনিই) আপনার PhoneHaat অ্যাকাউন্টের নতুন পাসওয়ার্ড চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
      button: 'নতুন পাসওয়ার্ড দিন',
      after: 'লিংকটি ১ ঘণ্টা এবং একবারই কাজ করবে। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনি সাইন আউট হয়ে যাবেন।',
    },
    dealRequested: {
      subject: (title) => `নতুন ডিলের অনুরোধ: ${title}`,
      body: (title, buyer) => `${buyer} আপনার ${title} কিনতে চান। শিগগির গ্রহণ বা প্রত্যাখ্যান করুন:`,
    },
    dealAccepted: {
      subject: (title) => `আপনার ডিল গৃহীত হয়েছে: ${title}`,
      body: (title) => `বিক্রেতা ${title}-এর জন্য আপনার ডিল গ্রহণ করেছেন। কোথায় ও কখন দেখা হবে দেখুন:`,
    },
    dealCompleted: {
      subject: (title) => `ডিল সম্পন্ন: ${title}`,
      body: (title) => `${title}-এর ডিল সম্পন্ন হয়েছে। এখন অন্য পক্ষকে রেটিং দিতে পারেন:`,
    },
    suspended: {
      subject: 'আপনার PhoneHaat অ্যাকাউন্ট স্থগিত করা হয়েছে',
      body: 'PhoneHaat-এর অ্যাডমিনরা আপনার অ্যাকাউন্ট স্থগিত করেছেন: আপনি সাইন ইন করতে পারবেন না, আর আপনার বিজ্ঞাপনগুলো লুকানো থাকবে।',
      after: 'দেখা হওয়ার আগের ডিলগুলো বাতিল হয়েছে, আর সেগুলোর জন্য কার্ডে আটকে রাখা টাকা ক্রেতার কাছে ফেরত যাবে।',
    },
    reinstated: {
      subject: 'আপনার PhoneHaat অ্যাকাউন্ট আবার ব্যবহার করা যাবে',
      body: 'PhoneHaat-এর অ্যাডমিনরা আপনার অ্যাকাউন্টের স্থগিতাদেশ তুলে নিয়েছেন: আপনি আবার সাইন ইন করতে পারবেন, আর আপনার বিজ্ঞাপনগুলো আবার দেখা যাবে।',
      after: 'ধৈর্য ধরার জন্য ধন্যবাদ।',
    },
    reason: 'তাঁদের কারণ:',
    seeDeal: 'ডিলটি দেখুন',
    settings: 'কোন ইমেইল কোন ভাষায় পাবেন, তা আপনার অ্যাকাউন্ট পেজে বেছে নিতে পারেন:',
    ignore: 'আপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করতে পারেন।',
    copy: 'অথবা এই ঠিকানাটি কপি করুন:',
    aBuyer: 'একজন ক্রেতা',
    aPhone: 'ফোন',
  },
};

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A message with one link: the sentence, the link (as a button in HTML and in full in text), and an after-note. */
function withLink(
  locale: Locale,
  parts: {
    subject: string;
    body: string;
    button: string;
    link: string;
    notes: string[];
  },
): MailContent {
  const text = [parts.body, '', parts.link, '', ...parts.notes.flatMap((n) => [n, '']), SIGN_OFF].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(parts.body)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>`,
    `<p style="font-size:14px;color:#444">${escapeHtml(MAIL_TEXT[locale].copy)} ${escapeHtml(parts.link)}</p>`,
    ...parts.notes.map((n) => `<p style="font-size:14px;color:#444">${escapeHtml(n)}</p>`),
    `<p>${SIGN_OFF}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

/** A message without a link: its paragraphs, in text and in simple HTML. */
function plain(locale: Locale, subject: string, paragraphs: string[]): MailContent {
  const text = [...paragraphs.flatMap((p) => [p, '']), SIGN_OFF].join('\n');
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#111">`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p>${SIGN_OFF}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

/** Each email in the language given: the request's for the links a person just asked for, else their chosen one. */
export const mailTemplates = {
  /** A link the person has just asked for (verify the address, confirm a new one, set a new password). */
  link(kind: LinkMail, link: string, locale: Locale = 'en'): MailContent {
    const words = MAIL_TEXT[locale];
    return withLink(locale, { ...words[kind], link, notes: [words[kind].after, words.ignore] });
  },
  /** What the admins did to the person's account; a suspension's reason goes in as the admin wrote it. */
  account(kind: AccountMail, input: { reason?: string | undefined; locale: Locale }): MailContent {
    const words = MAIL_TEXT[input.locale];
    const reason = kind === 'suspended' && input.reason ? [`${words.reason} ${input.reason}`] : [];
    return plain(input.locale, words[kind].subject, [words[kind].body, ...reason, words[kind].after]);
  },
  /** News of a deal: the listing's name (undefined when it cannot be read), the buyer's name for a request. */
  deal(
    kind: DealMail,
    input: { title: string | undefined; buyer?: string | undefined; link: string; settings: string; locale: Locale },
  ): MailContent {
    const words = MAIL_TEXT[input.locale];
    const title = input.title ?? words.aPhone;
    return withLink(input.locale, {
      subject: words[kind].subject(title),
      body: words[kind].body(title, input.buyer ?? words.aBuyer),
      button: words.seeDeal,
      link: input.link,
      notes: [`${words.settings} ${input.settings}`],
    });
  },
};
