import { CANCEL_NOTICE_HOURS, paths } from "@clutch/contract";
import { Link } from "react-router";
import { site } from "../../../config/site";
import { LegalPage, type LegalSection } from "../../../features/legal/components/LegalPage";

const sections: LegalSection[] = [
  {
    id: "agreement",
    title: "These terms",
    body: (
      <p>
        These terms are an agreement between you and {site.name}, Mumbai, India, for the use of this website
        and everything sold on it: on-demand courses and guides, live 1 vs 1 and team coaching sessions,
        subscription packages and team plans. By creating an account or buying something you accept them,
        together with our <Link to={paths.privacyPolicy}>Privacy Policy</Link> and{" "}
        <Link to={paths.refundPolicy}>Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>You must be 18 or older, or use the academy with the consent of a parent or guardian.</li>
        <li>
          Give a real e-mail address and keep your password to yourself; you are responsible for what is done
          with your account.
        </li>
        <li>One account per person. Accounts may not be sold, shared or transferred.</li>
        <li>
          Tell us straight away at <a href={`mailto:${site.email}`}>{site.email}</a> if you think someone else
          used your account.
        </li>
      </ul>
    ),
  },
  {
    id: "purchases",
    title: "Prices and payment",
    body: (
      <>
        <p>
          Prices are shown in Indian rupees (INR) and include applicable GST unless stated otherwise. Items
          priced at 0 are free. The price that applies is the one shown when you confirm the order.
        </p>
        <p>
          Payments are processed by Cashfree Payments by card, UPI, net banking or wallet. A course or guide
          is added to your account once Cashfree confirms the payment; if a payment fails, nothing is charged
          or the amount is reversed by your bank under Cashfree's and RBI's rules.
        </p>
      </>
    ),
  },
  {
    id: "content",
    title: "Using courses, guides and sessions",
    body: (
      <ul>
        <li>
          A purchase gives you a personal, non-transferable licence to watch and read that content for as long
          as the academy offers it.
        </li>
        <li>Do not copy, record, resell, share or publish videos, guides or session recordings.</li>
        <li>
          Live sessions take place at the booked date and time; please join on time. A coach may reschedule
          once with at least {CANCEL_NOTICE_HOURS} hours' notice.
        </li>
        <li>
          Coaching improves skills but nobody can guarantee ranks, results, tournament wins or contracts.
        </li>
      </ul>
    ),
  },
  {
    id: "conduct",
    title: "Fair play and conduct",
    body: (
      <>
        <p>Treat coaches and other members with respect. We may suspend or close accounts that:</p>
        <ul>
          <li>harass, threaten or discriminate against anyone;</li>
          <li>promote cheats, exploits, account boosting or match fixing;</li>
          <li>try to break into, overload or scrape the website;</li>
          <li>use someone else's payment method without permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: "ip",
    title: "Intellectual property",
    body: (
      <p>
        The website, course and guide content, the Clutch Academy name and logo belong to us or our coaches.
        Game names, logos and artwork belong to their publishers and are used only to describe the games our
        coaching covers; we are not endorsed by those publishers.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Liability",
    body: (
      <p>
        We work hard to keep the academy available and accurate, but it is provided as it is. To the extent
        Indian law allows, our total liability for any claim is limited to the amount you paid for the item
        concerned. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law and disputes",
    body: (
      <>
        <p>
          These terms are governed by the laws of India. We will first try to solve any problem with you
          directly: write to <a href={`mailto:${site.email}`}>{site.email}</a>. Otherwise the courts of
          Mumbai, Maharashtra have jurisdiction, without affecting your right to approach a consumer
          commission.
        </p>
        <p>
          We may update these terms; the date at the top shows the latest version, and important changes are
          announced by e-mail in advance.
        </p>
      </>
    ),
  },
];

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms & Conditions"
      description="The terms for using Clutch Academy: accounts, prices in INR, payments through Cashfree, course licences, conduct and Indian law."
      lead={<p>The rules of the game: what you can expect from us, and what we expect from you.</p>}
      updated="1 November 2026"
      sections={sections}
    />
  );
}
