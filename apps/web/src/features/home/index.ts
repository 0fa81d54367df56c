export { CatalogueShelf } from "./components/CatalogueShelf";
export { CommunityBanner, HOME_SLIDE_INTERVAL_MS } from "./components/CommunityBanner";
export { FEATURE_DESCRIPTION } from "./components/FeatureCards";
export { HERO_SLIDE_INTERVAL_MS, Hero } from "./components/Hero";
export { HowItWorks } from "./components/HowItWorks";
export { CoachTile, CourseTile } from "./components/Tiles";
export { WhyChoose } from "./components/WhyChoose";
export { preloadHeroImage } from "./hero-images";
