/**
 * The four product pages, one file each, loaded together in one lazy chunk: they share most of
 * their code (the catalogue's product components), and one chunk keeps the router's list of chunks
 * to preload, which the start-up code carries, as short as it was.
 */
export { CoachProductRoute } from "./coach";
export { CourseProductRoute } from "./course";
export { GameProductRoute } from "./game";
export { GuideProductRoute } from "./guide";
