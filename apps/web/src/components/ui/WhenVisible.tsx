import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Renders `children` only once their place comes near the screen (within `margin`), with
 * `placeholder` holding the place until then: a heavy section below the first screen (its code, its
 * data) then costs nothing while the page starts, and is ready by the time it is scrolled to.
 * Without IntersectionObserver, at once.
 */
export function WhenVisible({
  children,
  placeholder,
  margin = "600px",
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const [visible, setVisible] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver !== "function") {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return visible ? children : <div ref={place}>{placeholder}</div>;
}
