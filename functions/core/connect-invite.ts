/**
 * The e-mail that invites an applicant to share bank statements: in the lender's branding, as
 * plain text and as HTML. Everything the lender or applicant chose (names, colours, the logo
 * URL) is escaped in the HTML, since a lender's display name is free text.
 */
import type { WhiteLabelOut } from '#schemas/white-label';

export type Branding = Pick<WhiteLabelOut, 'display_name' | 'primary_colour_hex' | 'welcome_title' | 'image_url'>;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function connectInviteMessage(input: { name: string; link: string; expiry: string; branding: Branding }): { subject: string; text: string; html: string } {
  const { name, link, branding } = input;
  const lender = branding.display_name;
  const expiry = new Date(input.expiry).toUTCString();
  const text =
    `Hello ${name},\n\n${lender} asks you to share your bank statements securely through Khanya, so that they ` +
    `can assess your application.\n\nStart here: ${link}\n\nThe link works until ${expiry}. Khanya reads your ` +
    `transactions only with your consent and shares the results only with ${lender}.\n\nIf you did not apply with ${lender}, ignore this e-mail.`;
  const html =
    (branding.image_url ? `<p><img src="${escapeHtml(branding.image_url)}" alt="${escapeHtml(lender)}" style="max-height:48px"></p>` : '') +
    `<p>Hello ${escapeHtml(name)},</p><p><strong>${escapeHtml(lender)}</strong> asks you to share your bank statements ` +
    `securely through Khanya, so that they can assess your application.</p>` +
    `<p><a href="${escapeHtml(link)}" style="background:${escapeHtml(branding.primary_colour_hex)};color:#fff;padding:10px 16px;` +
    `border-radius:4px;text-decoration:none">${escapeHtml(branding.welcome_title)}</a></p>` +
    `<p>The link works until ${escapeHtml(expiry)}.</p>`;
  return { subject: `${lender}: share your bank statements`, text, html };
}
