import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import { PublicPage } from '../../components/public-page.tsx';

export function PrivacyPage() {
  return (
    <PublicPage
      title="Privacy Policy"
      lead="What Odo stores about you, why, and how to get it removed."
    >
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your account: name, e-mail address and a securely hashed password.</li>
          <li>What you add: your cars, their maintenance, fuel and expense records, favorites.</li>
          <li>What you send us: feedback, community posts and questions you ask Odo.</li>
          <li>How many free assessments, Car Lens results and Ask Odo questions you have used.</li>
        </ul>
      </section>
      <section>
        <h2>Why we store it</h2>
        <p>
          Only to run Odo for you: to show your garage, work out what is due, answer your questions
          and keep the free plan fair. We do not sell your data and we do not show ads.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          Odo uses an essential cookie to keep you signed in; it cannot be read by scripts on the
          page. When you open a friend&apos;s invite link, a second cookie makes sure your visit is
          counted only once a day. Neither is used for tracking or advertising.
        </p>
      </section>
      <section>
        <h2>Payments</h2>
        <p>
          Card payments are handled by our payment provider. Odo never sees or stores your full card
          number; we keep only the card brand and last four digits to show them to you.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can ask us to delete your account and everything in it at any time. For that, or any
          question about your data, write to{' '}
          <a className="font-medium text-brand hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>
    </PublicPage>
  );
}
