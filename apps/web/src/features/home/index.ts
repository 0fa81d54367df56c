export { CatalogueShelf } from "./components/CatalogueShelf";
export { CommunityBanner } from "./components/CommunityBanner";
export { Hero } from "./components/Hero";
export { HowItWorks } from "./components/HowItWorks";
export { CoachTile, CourseTile } from "./components/Tiles";
export { WhyChoose } from "./components/WhyChoose";
export { HOME_SHELVES } from "./shelves";
