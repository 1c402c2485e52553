import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import { PublicPage } from '../../components/public-page.tsx';

export function TermsPage() {
  return (
    <PublicPage title="Terms of Service" lead="The short version of the rules for using Odo.">
      <section>
        <h2>Your account</h2>
        <p>
          You need an account to use Odo. Keep your password to yourself; you are responsible for
          what happens under your account.
        </p>
      </section>
      <section>
        <h2>Free and premium plans</h2>
        <p>
          The free plan includes a small number of assessments, Car Lens results, Ask Odo questions
          and one garage vehicle. A premium subscription removes these caps. Subscriptions renew
          until you cancel them, and you can cancel at any time from Billing.
        </p>
      </section>
      <section>
        <h2>Advice, not guarantees</h2>
        <p>
          Assessments, answers and schedules are based on your records and public vehicle data. They
          help you decide; they do not replace an inspection by a qualified mechanic.
        </p>
      </section>
      <section>
        <h2>Community</h2>
        <p>
          Be respectful. Do not post anything illegal, hateful or someone else&apos;s personal data.
          We may remove posts and accounts that break these rules.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Questions about these terms:{' '}
          <a className="font-medium text-brand hover:underline" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </section>
    </PublicPage>
  );
}
