// One way out for e-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the dev outbox
// (a table, with the link written to the server log) so reset links work on a laptop.
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import { devOutbox } from '../../db/schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (a support message: the sender's address). */
  replyTo?: string;
  /** The one action link of the message, kept apart so the dev outbox can show it. */
  link?: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  logger: Logger;
  /** In production no token or link is ever written to the log. */
  production?: boolean;
}): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // nodemailer (~20 MB resident) is loaded with the first mail, not at start.
    let transport: Promise<Transporter> | undefined;
    const smtp = () =>
      (transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.default.createTransport(smtpUrl),
      ));
    return {
      kind: 'smtp',
      async send(message) {
        const open = await smtp();
        await open.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
        });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
      close: () => void transport?.then((open) => open.close()),
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(devOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link,
      });
      if (options.production) {
        options.logger.warn(
          { to: message.to, subject: message.subject },
          'mail kept in the outbox, not sent: SMTP_URL is not set',
        );
        return;
      }
      // The link holds a token: it stays in the outbox (read it at /api/dev/outbox), never the log.
      options.logger.info(
        { to: message.to, subject: message.subject },
        `dev outbox: "${message.subject}" for ${message.to}: open /api/dev/outbox on this machine to read it`,
      );
    },
    close: () => undefined,
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const text =
    `Hi ${name},\n\nSomeone asked to reset the password of your Odo account. ` +
    `Open this link within an hour to choose a new one:\n\n${link}\n\n` +
    `If it was not you, ignore this e-mail: your password stays as it is.\n\n— Odo`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>Someone asked to reset the password of your Odo account. ` +
    `Open this link within an hour to choose a new one:</p>` +
    `<p><a href="${escapeHtml(link)}">Reset my password</a></p>` +
    `<p>If it was not you, ignore this e-mail: your password stays as it is.</p><p>— Odo</p>`;
  return { to, subject: 'Reset your Odo password', text, html, link };
}

/** To the owner of an address someone tried to sign up with (sign-up never says it is taken). */
export function existingAccountMail(
  to: string,
  name: string,
  links: { login: string; reset: string },
): MailMessage {
  const text =
    `Hi ${name},\n\nSomeone tried to create an Odo account with this e-mail address, which already ` +
    `has one. If it was you, log in:\n\n${links.login}\n\nForgot your password? Reset it:\n\n` +
    `${links.reset}\n\nIf it was not you, ignore this e-mail: nothing changed on your account.\n\n— Odo`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>Someone tried to create an Odo account with this e-mail ` +
    `address, which already has one. If it was you, log in:</p>` +
    `<p><a href="${escapeHtml(links.login)}">Log in to Odo</a></p>` +
    `<p>Forgot your password? <a href="${escapeHtml(links.reset)}">Reset it</a>.</p>` +
    `<p>If it was not you, ignore this e-mail: nothing changed on your account.</p><p>— Odo</p>`;
  return {
    to,
    subject: 'Someone tried to sign up with your e-mail',
    text,
    html,
    link: links.login,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  const text =
    `Hi ${name},\n\nWelcome to Odo! Confirm your e-mail address by opening this link ` +
    `within 24 hours:\n\n${link}\n\nIf you did not create an Odo account, ignore this e-mail.\n\n— Odo`;
  const html =
    `<p>Hi ${escapeHtml(name)},</p><p>Welcome to Odo! Confirm your e-mail address by opening ` +
    `this link within 24 hours:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail</a></p>` +
    `<p>If you did not create an Odo account, ignore this e-mail.</p><p>— Odo</p>`;
  return { to, subject: 'Confirm your Odo e-mail', text, html, link };
}
