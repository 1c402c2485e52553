import { PublicPage } from '../../components/public-page.tsx';
import { LegalDocument, SupportMail, type LegalSection } from './legal-document.tsx';

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        Odo is a web app for car owners and buyers: a garage for your cars and their records,
        vehicle assessments, Car Lens, Ask Odo and a community of owners. This policy explains what
        Odo stores about you, why, who else sees it, how long we keep it and how to get it back or
        removed. Questions go to <SupportMail />.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Your account:</strong> name, e-mail address, whether you confirmed it, a
            securely hashed password (we never see the password itself) and an optional profile
            picture, which we re-encode and strip of its metadata (location, camera).
          </li>
          <li>
            <strong>Your sign-ins:</strong> active sessions with the browser and device they came
            from, so you can see them in Settings and sign other devices out.
          </li>
          <li>
            <strong>Your garage:</strong> the cars you add (make, model, year, VIN, mileage, photos)
            and their maintenance, fuel and expense records, receipts, reminders and settings
            (units, currency, theme, notification choices).
          </li>
          <li>
            <strong>What you ask and look up:</strong> assessments and your recent searches, Car
            Lens results, Ask Odo questions and answers, and saved favourite cars.
          </li>
          <li>
            <strong>What you share:</strong> community posts, comments, likes, pictures, drafts,
            reports and blocks; feedback; and messages you send through the support form (name,
            e-mail, topic, message).
          </li>
          <li>
            <strong>Plan and usage:</strong> your subscription status and dates, the card brand and
            last four digits, how many free assessments, Car Lens results and Ask Odo questions you
            used this month, and your referral code, its visits and the friends it counted.
          </li>
          <li>
            <strong>Personal API tokens</strong> you create for your own scripts: only a hash of the
            token, its name, scope and when it was last used.
          </li>
        </ul>
        <p>
          We do not ask for your address, phone number or date of birth, and we do not buy data
          about you from anyone.
        </p>
      </>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <p>
        Only to run Odo for you: to show your garage, work out which services are due, answer your
        questions, keep the free plan fair, take payments, answer support messages and keep the
        service secure (for example, limiting repeated sign-in attempts). We rely on our contract
        with you for the service itself, on your consent for push notifications, and on our
        legitimate interest in a secure, working service. We do not sell your data, we do not show
        ads and we do not build advertising profiles.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'Assessments, Ask Odo and AI providers',
    body: (
      <>
        <p>
          Odo has its own built-in engine: scores, conditions, urgent issues and answers are worked
          out on our servers from a knowledge base of known problems, service intervals and car-care
          articles, the car&apos;s decoded VIN and your garage. With no AI model configured, nothing
          leaves our servers for this.
        </p>
        <p>
          Where we have connected an AI model, it may rewrite the wording of an assessment or write
          an Ask Odo answer. The provider is one of OpenAI, Anthropic or Google, or a model we run
          ourselves, and it receives only what that answer needs: the car being assessed and the
          engine&apos;s findings, or your question and the garage details the answer looks up (your
          cars and their records). It does not receive your name, e-mail or password. Providers
          process this on our behalf, only to produce the answer. Each answer says whether the
          built-in engine or a model wrote it; if a model fails, the built-in answer is used.
        </p>
      </>
    ),
  },
  {
    id: 'car-lens',
    title: 'Car Lens photos',
    body: (
      <p>
        A Car Lens photo is read on our servers to find a VIN (barcode and text recognition). The
        photo itself is not stored: it is processed in memory and discarded, and only the result
        (the VIN, the decoded car and its known problems) is saved in your history. Only when no VIN
        can be read and an AI model is connected, a reduced copy (at most 768 pixels, without
        metadata) is sent to that model to suggest which car it shows.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <p>
        Subscriptions are paid through Stripe. You type your card details on Stripe&apos;s pages;
        Odo never sees or stores your full card number. We keep your Stripe customer and
        subscription ids, the plan, its status and dates, and the card brand and last four digits to
        show them to you. Stripe processes payment data under its own privacy policy.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <p>
        To learn which parts of Odo are used, the app records, while you are signed in, a session
        (start and end, browser user agent, screen size and platform) and events such as page views
        and features used. Events carry page paths, feature names, flags and numbers only: anything
        that could name or describe a person (an e-mail address, a name, free text) is removed
        before it is stored. Analytics sessions and their events are deleted automatically after 180
        days. If a web analytics service is configured, your browser also sends it page views (the
        page address, without your account or any identifier); Odo sets no cookie for it.
      </p>
    ),
  },
  {
    id: 'community',
    title: 'Community content',
    body: (
      <p>
        What you post in the community (posts, comments, pictures, your display name and profile
        picture) is visible to other Odo members. Don&apos;t post what you would not want others to
        read, such as your number plate or address. Members can report content; content reported by
        several members is hidden until reviewed. A car history you share by link can be read by
        anyone with the link until it expires or you revoke it.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications and e-mail',
    body: (
      <p>
        Odo shows notifications in the app (service due, replies, likes, account events). If you
        turn on push notifications, your browser gives us a push address, which we use only to send
        those notifications through your browser maker&apos;s push service; turn them off in
        Settings or in the browser at any time. We send e-mail only for your account (confirming
        your address, resetting your password, changing e-mail) and to answer support messages.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and storage on your device',
    body: (
      <p>
        Odo uses one essential cookie to keep you signed in (it cannot be read by scripts on the
        page). When you open a friend&apos;s invite link, a second cookie makes sure your visit is
        counted only once a day. Your device also keeps your theme, units, unsent community drafts
        and, to open Odo offline, a copy of the app itself and your profile (name, e-mail, picture),
        which is removed when you sign out. None of this is used for tracking or advertising, so we
        do not ask for cookie consent.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else processes your data',
    body: (
      <>
        <p>Only the service providers that run Odo for us, each for its part:</p>
        <ul>
          <li>our hosting and database provider (everything above);</li>
          <li>our e-mail delivery provider (account e-mail and support answers);</li>
          <li>Stripe (payments);</li>
          <li>the AI model provider, when one is connected (see above);</li>
          <li>your browser&apos;s push service, when you turn push notifications on.</li>
        </ul>
        <p>
          We disclose data to authorities only when the law requires it. Some of these providers may
          process data outside your country; where they do, they are bound by contracts that protect
          it.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account and everything in it: until you delete the account.</li>
        <li>Analytics sessions and events: 180 days.</li>
        <li>Removed favourites: one day (so you can undo the removal).</li>
        <li>Community pictures you uploaded but never posted: removed by a daily clean-up.</li>
        <li>Referral visit records: 30 days (the totals stay on your code).</li>
        <li>Support messages: until you delete your account or ask us to delete them.</li>
        <li>
          Payment records Stripe must keep for tax and accounting stay with Stripe for the period
          the law sets.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Export and deletion',
    body: (
      <>
        <p>
          <strong>Export:</strong> Settings → Download my data gives you a ZIP with everything Odo
          holds about you, as JSON and CSV, with your files (photos, receipts, pictures).
        </p>
        <p>
          <strong>Deletion:</strong> Settings → Delete account cancels your subscription and erases
          every row and file that belongs to you: your cars and records, assessments, Car Lens and
          Ask Odo history, favourites, notifications, sessions, analytics, support messages and your
          community posts and comments. Replies other members wrote to your comments stay, without
          your comment. Deletion is immediate and cannot be undone; the same e-mail can sign up
          again as a new account.
        </p>
        <p>
          You can also correct your name and e-mail in the app, and ask us at <SupportMail /> to
          access, correct or erase your data or to object to how we use it. You may complain to your
          data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Connections are encrypted, passwords are hashed, sign-in attempts are limited, sessions can
        be ended from Settings, and API tokens are stored only as hashes. No system is perfectly
        secure; if a breach affects your data, we will tell you.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Odo is meant for adults who own or are buying a car. It is not directed at children under
        16, and they may not create an account. If you think a child has given us data, write to us
        and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top. If a change matters to how we use
        your data, we tell you in the app or by e-mail before it applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Write to <SupportMail /> or use the form on the{' '}
        <a className="font-medium text-brand hover:underline" href="/support">
          support page
        </a>
        . We answer within one working day.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PublicPage
      title="Privacy Policy"
      lead="What Odo stores about you, why, who else sees it, and how to get it back or removed."
    >
      <LegalDocument sections={sections} />
    </PublicPage>
  );
}
