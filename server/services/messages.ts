// Texts the server itself writes, in the user's language: mails and the messages spec 8 says the
// client shows as they come (recovery, reset). Everything else the client translates from codes.
import type { Locale } from '../../src/core/constants.ts';

const TEXTS = {
  de: {
    recoverySent:
      'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen des Passworts geschickt. Er ist eine Stunde gültig.',
    resetDone: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    resetInvalid:
      'Dieser Link ist ungültig, abgelaufen oder wurde schon benutzt. Fordere bitte einen neuen an.',
    registered: 'Willkommen bei Handymarkt! Dein Konto ist angelegt.',
    recoverySubject: 'Dein neues Passwort für Handymarkt',
    recoveryBody: (name: string, link: string) =>
      `Hallo ${name},\n\njemand (hoffentlich du) möchte das Passwort deines Handymarkt-Kontos zurücksetzen.\nÖffne diesen Link innerhalb einer Stunde, um ein neues Passwort festzulegen:\n\n${link}\n\nWenn du das nicht warst, ignoriere diese E-Mail einfach; dein Passwort bleibt, wie es ist.\n\nDein Handymarkt-Team`,
    welcomeSubject: 'Willkommen bei Handymarkt',
    welcomeBody: (name: string, link: string) =>
      `Hallo ${name},\n\ndein Konto bei Handymarkt ist angelegt. Verkaufe dein altes Handy kostenlos oder finde dein nächstes:\n\n${link}\n\nDein Handymarkt-Team`,
    takenSubject: 'Registrierung mit deiner E-Mail-Adresse',
    takenBody: (name: string, link: string) =>
      `Hallo ${name},\n\njemand hat versucht, mit deiner E-Mail-Adresse ein neues Konto anzulegen. Du hast schon eines.\nWenn du dein Passwort vergessen hast, kannst du es hier zurücksetzen:\n\n${link}\n\nDein Handymarkt-Team`,
  },
  en: {
    recoverySent:
      'If an account exists for this email address, we have sent you a link to reset your password. It is valid for one hour.',
    resetDone: 'Your password has been changed. You can log in now.',
    resetInvalid: 'This link is invalid, has expired or has been used already. Please request a new one.',
    registered: 'Welcome to Handymarkt! Your account has been created.',
    recoverySubject: 'Your new Handymarkt password',
    recoveryBody: (name: string, link: string) =>
      `Hello ${name},\n\nsomeone (hopefully you) asked to reset the password of your Handymarkt account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf this was not you, simply ignore this email; your password stays as it is.\n\nYour Handymarkt team`,
    welcomeSubject: 'Welcome to Handymarkt',
    welcomeBody: (name: string, link: string) =>
      `Hello ${name},\n\nyour Handymarkt account has been created. Sell your old phone for free or find your next one:\n\n${link}\n\nYour Handymarkt team`,
    takenSubject: 'Registration with your email address',
    takenBody: (name: string, link: string) =>
      `Hello ${name},\n\nsomeone tried to create a new account with your email address. You already have one.\nIf you forgot your password, you can reset it here:\n\n${link}\n\nYour Handymarkt team`,
  },
} as const;

export type ServerTexts = (typeof TEXTS)[Locale];

export function texts(locale: string): ServerTexts {
  return locale === 'en' ? TEXTS.en : TEXTS.de;
}
