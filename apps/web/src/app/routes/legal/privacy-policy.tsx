import { OTP_TTL_MINUTES, paths } from "@clutch/contract";
import { Link } from "react-router";
import { site } from "../../../config/site";
import { LegalPage, type LegalSection } from "../../../features/legal/components/LegalPage";

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          {site.name} ("we", "us") runs this website, an online academy for gamers and esports learners based
          in Mumbai, India. We decide why and how your personal data is used, and this policy explains it in
          plain words. It is written for the Digital Personal Data Protection Act, 2023 and the Information
          Technology Act, 2000 and its rules.
        </p>
        <p>
          Postal address: {site.address.lines.join(", ")}. E-mail:{" "}
          <a href={`mailto:${site.email}`}>{site.email}</a>.
        </p>
      </>
    ),
  },
  {
    id: "data-we-keep",
    title: "The data we keep",
    body: (
      <>
        <p>We only keep what the academy needs to work:</p>
        <ul>
          <li>
            <strong>Account:</strong> your e-mail address, a securely hashed password (we never store or see
            the password itself) and the one-time codes we e-mail you to verify the address or reset the
            password, kept hashed and only for {OTP_TTL_MINUTES} minutes.
          </li>
          <li>
            <strong>Profile:</strong> what you choose to add: name, phone number and country code, age, city,
            state, country, gender, a profile picture, whether you want 1 vs 1 or team coaching and the games
            you are interested in.
          </li>
          <li>
            <strong>Purchases:</strong> the courses and guides you bought, the live sessions you booked, the
            amounts in INR, dates and order numbers. Card payments are handled by our payment provider
            Cashfree Payments: your card number, CVV and UPI or bank credentials go to Cashfree directly and
            never reach our servers.
          </li>
          <li>
            <strong>Mailing list:</strong> the e-mail address you subscribe with in the footer form.
          </li>
          <li>
            <strong>Contact:</strong> the name, e-mail address and message you send us when you write to us.
          </li>
          <li>
            <strong>Technical data:</strong> our servers log the IP address, browser and requested page of
            each request to keep the service secure (for example to block password-guessing). These logs are
            deleted after 30 days.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <ul>
        <li>To create and secure your account and sign you in.</li>
        <li>To deliver what you bought: course and guide chapters, live coaching sessions, receipts.</li>
        <li>To suggest games, coaches and courses that match the preferences you gave us.</li>
        <li>To send the newsletter, only if you subscribed. Every e-mail has an unsubscribe link.</li>
        <li>To answer your questions and handle refunds and complaints.</li>
        <li>To meet legal duties such as tax and accounting records.</li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We do not sell or rent your personal data. We share it only with:</p>
        <ul>
          <li>Cashfree Payments India Pvt. Ltd., to process your payments and refunds;</li>
          <li>the coach of a session you book, who sees your name and the session details;</li>
          <li>our hosting and e-mail providers, who process data on our instructions only;</li>
          <li>authorities, when Indian law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "storage",
    title: "Storage, security and retention",
    body: (
      <>
        <p>
          Your data is stored on servers in India, over encrypted connections. Passwords are hashed with
          Argon2, sign-in tokens expire and are revoked when you change your password.
        </p>
        <p>
          We keep your account and profile while your account exists. Purchase records are kept for eight
          years as Indian tax law requires. Mailing-list addresses are deleted as soon as you unsubscribe.
          Contact messages are kept for two years.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <p>
        We use no advertising or tracking cookies and load nothing from other websites. Your browser's local
        storage keeps one item, your sign-in token (userToken), so you stay signed in; signing out removes it.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your rights",
    body: (
      <>
        <p>
          You can ask us for a copy of your data, correct it (most of it directly on your profile page), have
          it erased, or withdraw a consent you gave, for example by{" "}
          <Link to={paths.unsubscribe}>unsubscribing from the mailing list</Link>. You may also nominate a
          person to exercise these rights for you.
        </p>
        <p>
          Write to <a href={`mailto:${site.email}`}>{site.email}</a>; we answer within 30 days. If you are not
          satisfied, you can complain to the Data Protection Board of India.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        The academy is meant for people aged 18 and over. Younger players may use it only with the verifiable
        consent of a parent or guardian, who makes any purchase on their behalf. We do not track children or
        show them targeted advertising.
      </p>
    ),
  },
  {
    id: "grievance",
    title: "Grievance officer and changes",
    body: (
      <>
        <p>
          Our grievance officer can be reached at <a href={`mailto:${site.email}`}>{site.email}</a> or by post
          at the address above, and acknowledges complaints within 24 hours and resolves them within 15 days.
        </p>
        <p>
          If we change this policy we update the date at the top, and we e-mail account holders about
          important changes before they apply. Questions? <Link to={paths.contactUs}>Contact us</Link>.
        </p>
      </>
    ),
  },
];

export function PrivacyPolicyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="How Clutch Academy collects, uses and protects your personal data: account, profile, purchases, mailing list and contact messages."
      lead={<p>What we keep about you, why, who sees it and how you stay in control.</p>}
      updated="1 November 2026"
      sections={sections}
    />
  );
}
