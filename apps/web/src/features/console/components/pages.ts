import { paths } from "@clutch/contract";
import { manifestModule } from "../../../lib/page-modules";

/**
 * The module of each of the console's pages, relative to this folder. Console.tsx loads each the
 * first time it is visited; the build has the frame of a page's address ask for that page's code
 * at once (src/prerender/part-frames.tsx, scripts/prerender.mjs).
 */
export const PAGE_MODULES = {
  audit: "./audit/AuditPage.tsx",
  bookings: "./bookings/BookingsPage.tsx",
  practice: "./coaches/CoachPracticePage.tsx",
  practices: "./coaches/CoachPracticesPage.tsx",
  editor: "./editor/EditorPage.tsx",
  list: "./list/ItemListPage.tsx",
  messages: "./messages/MessageListPage.tsx",
  message: "./messages/MessagePage.tsx",
  order: "./orders/OrderPage.tsx",
  orders: "./orders/OrdersPage.tsx",
  reports: "./reports/ReportsPage.tsx",
  subscribers: "./subscribers/SubscribersPage.tsx",
} as const;

export type ConsolePage = keyof typeof PAGE_MODULES;

/** This folder, from the web app's root: how the build's manifest names the page modules. */
const PAGES_FOLDER = "src/features/console/components";

/** Sections whose address may name one item (`orders/<id>`): the item's page, else the list's. */
const ITEM_PAGES = { messages: "message", orders: "order", practices: "practice" } as const;

const isPage = (section: string): section is ConsolePage => Object.hasOwn(PAGE_MODULES, section);
const hasItemPage = (section: string): section is keyof typeof ITEM_PAGES =>
  Object.hasOwn(ITEM_PAGES, section);

/** The section and item id of an address below `/admin` (`orders/<id>`: "orders", "<id>"). */
export const placeOf = (pathname: string) => {
  const [section = "", id] = pathname.slice(paths.admin.length + 1).split("/");
  return { section, id };
};

/** The page at `pathname` (an address below `/admin`): a kind's list or editor where no section is named. */
export function pageAt(pathname: string): ConsolePage {
  const { section, id } = placeOf(pathname);
  if (id && hasItemPage(section)) return ITEM_PAGES[section];
  if (isPage(section)) return section;
  return id ? "editor" : "list";
}

/** The module of the page at `pathname`, as the build's manifest names it (the frame asks for its chunks). */
export const pageModuleAt = (pathname: string): string =>
  manifestModule(PAGES_FOLDER, PAGE_MODULES[pageAt(pathname)]);
