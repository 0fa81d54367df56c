import { formatPrice, messages, type OrderItem, type OrderStatus, paths } from "@clutch/contract";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { RetryIcon } from "../../../components/ui/icons";
import { Spinner } from "../../../components/ui/Spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { errorMessage, isNotFound } from "../../../lib/api-error";
import { usePaymentStatusQuery } from "../api";
import { orderItemText } from "../lib/order-links";

const m = messages.payment;

/** A pending order is asked about this often... */
const STATUS_POLL_MS = 2500;
/** ...for this long, then the page stops and offers "Check again". */
const STATUS_POLL_WINDOW_MS = 120_000;

type Tone = "success" | "danger" | "pending";

const TONES: Record<Tone, { badge: string; symbol: string }> = {
  success: { badge: "border-success-400/50 bg-success-400/10 text-success-400", symbol: "✓" },
  danger: { badge: "border-danger-400/50 bg-danger-400/10 text-danger-300", symbol: "✕" },
  pending: { badge: "border-highlight-400/50 bg-highlight-400/10 text-highlight-300", symbol: "…" },
};

/** The card every state of the page shares: a badge, the heading, what to say, what to do next. */
function ResultCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone | "busy";
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 rounded-panel border border-surface-border bg-surface-raised/80 px-5 py-10 text-center shadow-card sm:px-10">
      {tone === "busy" ? (
        // In the badge's box, so the title does not move when the answer comes.
        <span className="grid size-14 place-items-center">
          <Spinner size="lg" />
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={`grid size-14 place-items-center rounded-full border font-display text-2xl font-black ${TONES[tone].badge}`}
        >
          {TONES[tone].symbol}
        </span>
      )}
      <h1 className="font-display text-display-lg font-black uppercase italic text-fg">{title}</h1>
      {children ? <div className="flex flex-col gap-2 text-base text-fg-muted">{children}</div> : null}
      {actions ? (
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
      ) : null}
    </div>
  );
}

function ItemLine({ item }: { item: OrderItem }) {
  return (
    <p>
      <span className="font-semibold text-fg">{item.name}</span>
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {formatPrice(item.amount)}
    </p>
  );
}

function ItemLinks({ item, primary }: { item: OrderItem; primary: "item" | "profile" }) {
  const text = orderItemText(item);
  // A live session has one place to go: the bookings list.
  const profileFirst = primary === "profile" || text.profile === null;
  return (
    <>
      <Link
        to={text.item.to}
        className={profileFirst && text.profile ? buttonStyles.secondary : buttonStyles.primary}
      >
        {text.item.label}
      </Link>
      {text.profile ? (
        <Link to={text.profile.to} className={profileFirst ? buttonStyles.primary : buttonStyles.secondary}>
          {text.profile.label}
        </Link>
      ) : null}
    </>
  );
}

function CheckAgain({
  onClick,
  busy,
  label = "Check again",
}: {
  onClick: () => void;
  busy: boolean;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-disabled={busy || undefined}
      className={buttonStyles.secondary}
    >
      <RetryIcon className={`size-4 ${busy ? "animate-spin-slow" : ""}`} />
      {label}
    </button>
  );
}

/**
 * `/payment-success/{orderId}` (docs/product.md#purchases): where every checkout comes back to.
 * "Checking payment status...", then "Payment Successful" or "Payment Failed". A pending order is
 * asked about every 2.5 s (the server asks the provider) for two minutes, then the page says so
 * and offers "Check again". A PAID answer refreshes the signed-in user's data (the payments API
 * invalidates it), so the item shows as owned everywhere.
 */
export function PaymentResult({ orderId }: { orderId: string }) {
  const [windowStart, setWindowStart] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const [pending, setPending] = useState(false);
  const polling = pending && !gaveUp;
  const query = usePaymentStatusQuery(orderId, {
    pollingInterval: polling ? STATUS_POLL_MS : 0,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const status: OrderStatus | undefined = query.data?.status;
  if ((status === "ACTIVE") !== pending) setPending(status === "ACTIVE");

  // The polling window: two minutes from the page's start (or from "Check again").
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(
      () => setGaveUp(true),
      Math.max(0, windowStart + STATUS_POLL_WINDOW_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [polling, windowStart]);

  const checkAgain = () => {
    if (query.isFetching) return;
    setGaveUp(false);
    setWindowStart(Date.now());
    void query.refetch();
  };

  const { data, error } = query;
  let announcement: string;
  let content: ReactNode;

  if (!data && error && isNotFound(error)) {
    announcement = errorMessage(error, m.orderNotFound);
    content = (
      <ResultCard
        tone="danger"
        title={announcement}
        actions={
          <>
            <Link to={paths.courses} className={buttonStyles.primary}>
              Browse courses
            </Link>
            <Link to={paths.home} className={buttonStyles.secondary}>
              Home
            </Link>
          </>
        }
      >
        <p>There is no payment with this reference. Check the link, or start again from the item's page.</p>
      </ResultCard>
    );
  } else if (!data && error) {
    // The alert below announces itself.
    announcement = "";
    content = (
      <ResultCard
        tone="danger"
        title="Payment status"
        actions={<CheckAgain onClick={checkAgain} busy={query.isFetching} label="Try again" />}
      >
        <p role="alert" className="text-danger-300">
          {m.statusFetchFailed}
        </p>
      </ResultCard>
    );
  } else if (!data) {
    announcement = m.checking;
    content = <ResultCard tone="busy" title={m.checking} />;
  } else if (data.status === "PAID") {
    announcement = `${m.resultSuccessful}. ${data.message}`;
    content = (
      <ResultCard
        tone="success"
        title={m.resultSuccessful}
        actions={<ItemLinks item={data.item} primary="item" />}
      >
        <p>{data.message}</p>
        <ItemLine item={data.item} />
        <p className="text-sm">
          {data.item.kind === "session"
            ? "Your booking is confirmed; it is in your profile's bookings."
            : "It is in your profile now, with every chapter unlocked."}
        </p>
      </ResultCard>
    );
  } else if (data.status === "ACTIVE" && !gaveUp) {
    announcement = m.checking;
    content = (
      <ResultCard tone="busy" title={m.checking}>
        <p>{data.message}</p>
        <ItemLine item={data.item} />
      </ResultCard>
    );
  } else if (data.status === "ACTIVE") {
    announcement = data.message;
    content = (
      <ResultCard
        tone="pending"
        title={data.message}
        actions={
          <>
            <CheckAgain onClick={checkAgain} busy={query.isFetching} />
            <ItemLinks item={data.item} primary="profile" />
          </>
        }
      >
        <ItemLine item={data.item} />
        <p>
          We have not heard from the payment provider yet. If you paid, the {orderItemText(data.item).noun}{" "}
          shows up in your profile as soon as the payment is confirmed.
        </p>
      </ResultCard>
    );
  } else if (data.status === "REFUNDED") {
    announcement = data.message;
    content = (
      <ResultCard
        tone="pending"
        title="Payment Refunded"
        actions={<ItemLinks item={data.item} primary="item" />}
      >
        <p>{data.message}</p>
        <ItemLine item={data.item} />
      </ResultCard>
    );
  } else {
    announcement = `${m.resultFailed}. ${data.message}`;
    content = (
      <ResultCard
        tone="danger"
        title={m.resultFailed}
        actions={
          <Link to={orderItemText(data.item).item.to} className={buttonStyles.primary}>
            {data.item.kind === "session" ? orderItemText(data.item).item.label : "Try again"}
          </Link>
        }
      >
        <p>{data.message}</p>
        <ItemLine item={data.item} />
        <p className="text-sm">
          {data.item.kind === "session"
            ? "You can book a new time from the coach's page."
            : `You can start a new payment from the ${data.item.kind}'s page.`}
        </p>
      </ResultCard>
    );
  }

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {content}
    </>
  );
}
