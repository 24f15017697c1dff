import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * A page opened by a link starts at its top: the browser would keep the last page's scroll, so a page reached from
 * far down another opened mid-way, its title out of sight. Back and Forward keep the browser's own restoring. A layout
 * effect, so a page's own scrolling on opening (its effects run later) still has the last word.
 */
export function useTopOnNavigate(location: string): void {
  const popped = useRef(false);
  const first = useRef(true);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per change of location, which it does not read.
  useLayoutEffect(() => {
    if (first.current || popped.current) {
      first.current = false;
      popped.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [location]);
}
