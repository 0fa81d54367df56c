import { renderToStaticMarkup } from "react-dom/server";
import { RootError } from "../app/routes/root";

/**
 * The app's last-resort error page (`RootError`: its message and Try again button) as static HTML,
 * for the template dist/index.html keeps for a page whose app code cannot be loaded (src/main.tsx
 * shows it and wires the button).
 */
export const renderLoadFailure = (): string => renderToStaticMarkup(<RootError error={null} />);
