import { formatPrice, type OwnedItem, paths } from "@clutch/contract";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles";
import { formatDate } from "../lib/format";
import { EmptyState } from "./EmptyState";

type Kind = "course" | "guide";

const TEXT: Record<Kind, { title: string; view: string; empty: string; browse: string }> = {
  course: {
    title: "Course Title",
    view: "View Course",
    empty: "You have no courses yet.",
    browse: "Browse courses",
  },
  guide: {
    title: "Guide Title",
    view: "View Guide",
    empty: "You have no guides yet.",
    browse: "Browse guides",
  },
};

const tableFrame = "overflow-x-auto rounded-card border border-surface-border bg-surface/80 shadow-card";
const tableStyles = "w-full min-w-[36rem] border-collapse text-left text-sm";
const headCell =
  "border-b border-surface-border bg-ink-800/60 px-4 py-3 font-display text-xs font-bold uppercase tracking-[0.14em] text-fg-muted sm:px-5";
const bodyCell = "border-b border-surface-border/60 px-4 py-3.5 text-fg-muted sm:px-5";

/** docs/product.md#routes /profile/courses and /profile/guides: the user's purchases with a link to each. */
export function OwnedItemsTable({ kind, items }: { kind: Kind; items: readonly OwnedItem[] }) {
  const text = TEXT[kind];
  if (items.length === 0) {
    return (
      <EmptyState message={text.empty}>
        <Link to={kind === "course" ? paths.courses : paths.guides} className={buttonStyles.secondary}>
          {text.browse}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={tableFrame}>
      <table className={tableStyles}>
        <caption className="sr-only">{kind === "course" ? "My courses" : "My guides"}</caption>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              {text.title}
            </th>
            <th scope="col" className={headCell}>
              Price
            </th>
            <th scope="col" className={headCell}>
              Start Date
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id} className="transition hover:bg-white/[0.02]">
              <th scope="row" className={`${bodyCell} font-semibold text-fg`}>
                {item.name}
              </th>
              <td className={bodyCell}>{formatPrice(item.price)}</td>
              <td className={bodyCell}>
                <time dateTime={item.orderDate}>{formatDate(item.orderDate)}</time>
              </td>
              <td className={`${bodyCell} text-right`}>
                <Link
                  to={kind === "course" ? paths.course(item._id) : paths.guide(item._id)}
                  className="font-semibold whitespace-nowrap text-brand-300 underline-offset-4 hover:text-brand-200 hover:underline"
                  aria-label={`${text.view}: ${item.name}`}
                >
                  {text.view}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
