/**
 * Every email PhoneHaat sends: short, plain words (a Dhaka buyer reads them on a phone), one text version and one
 * simple HTML version with every inserted value escaped. The words live here and only here, for translation later.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SIGN_OFF = 'PhoneHaat';
const IGNORE = 'If you did not ask for this, you can ignore this email.';

export const MAIL_TEXT = {
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
    subject: (title: string) => `New deal request: ${title}`,
    body: (buyer: string, title: string) => `${buyer} wants to buy your ${title}. Accept or decline it soon:`,
    button: 'See the deal',
  },
  dealAccepted: {
    subject: (title: string) => `Your deal was accepted: ${title}`,
    body: (title: string) => `The seller accepted your deal for ${title}. See where and when to meet:`,
    button: 'See the deal',
  },
  dealCompleted: {
    subject: (title: string) => `Deal completed: ${title}`,
    body: (title: string) => `The deal for ${title} is complete. You can now rate the other side:`,
    button: 'See the deal',
  },
  settings: 'You can choose which emails you get on your account page:',
} as const;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A message with one link: the sentence, the link (as a button in HTML and in full in text), and an after-note. */
function withLink(parts: {
  subject: string;
  body: string;
  button: string;
  link: string;
  notes: string[];
}): MailContent {
  const text = [parts.body, '', parts.link, '', ...parts.notes.flatMap((n) => [n, '']), SIGN_OFF].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#111">',
    `<p>${escapeHtml(parts.body)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;background:#4f46e5;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(parts.button)}</a></p>`,
    `<p style="font-size:14px;color:#444">Or copy this address: ${escapeHtml(parts.link)}</p>`,
    ...parts.notes.map((n) => `<p style="font-size:14px;color:#444">${escapeHtml(n)}</p>`),
    `<p>${SIGN_OFF}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

export const mailTemplates = {
  verify: (link: string): MailContent =>
    withLink({ ...MAIL_TEXT.verify, link, notes: [MAIL_TEXT.verify.after, IGNORE] }),
  changeEmail: (link: string): MailContent =>
    withLink({ ...MAIL_TEXT.changeEmail, link, notes: [MAIL_TEXT.changeEmail.after, IGNORE] }),
  reset: (link: string): MailContent => withLink({ ...MAIL_TEXT.reset, link, notes: [MAIL_TEXT.reset.after, IGNORE] }),
  dealRequested: (input: { buyer: string; title: string; link: string; settings: string }): MailContent =>
    withLink({
      subject: MAIL_TEXT.dealRequested.subject(input.title),
      body: MAIL_TEXT.dealRequested.body(input.buyer, input.title),
      button: MAIL_TEXT.dealRequested.button,
      link: input.link,
      notes: [`${MAIL_TEXT.settings} ${input.settings}`],
    }),
  dealAccepted: (input: { title: string; link: string; settings: string }): MailContent =>
    withLink({
      subject: MAIL_TEXT.dealAccepted.subject(input.title),
      body: MAIL_TEXT.dealAccepted.body(input.title),
      button: MAIL_TEXT.dealAccepted.button,
      link: input.link,
      notes: [`${MAIL_TEXT.settings} ${input.settings}`],
    }),
  dealCompleted: (input: { title: string; link: string; settings: string }): MailContent =>
    withLink({
      subject: MAIL_TEXT.dealCompleted.subject(input.title),
      body: MAIL_TEXT.dealCompleted.body(input.title),
      button: MAIL_TEXT.dealCompleted.button,
      link: input.link,
      notes: [`${MAIL_TEXT.settings} ${input.settings}`],
    }),
};
