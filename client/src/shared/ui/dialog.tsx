import * as Radix from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A box in the middle of the screen, or (the page list) a sheet from the bottom on a phone and a panel under the navigation from md up. */
type Place = "center" | "sheet";
/** The border and title: plain, or the colour of a moment (moving in: gold; unveiling: rose), which also takes a larger title. */
type Tone = "plain" | "gold" | "rose";
type Width = "md" | "lg" | "2xl";

type Props = Omit<ComponentPropsWithoutRef<typeof Radix.Content>, "title" | "children"> & {
  /** The button that opens it (as it is, asChild); none when it is opened from outside: see open. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the owner closes it (Escape, the overlay, Close): for a dialog opened from outside, by what it shows. */
  onClose?: () => void;
  title: ReactNode;
  /** Said under the title and read out with it; none leaves the dialog undescribed. */
  description?: ReactNode;
  /** A Close (X) button beside the title. */
  closeButton?: boolean;
  place?: Place;
  tone?: Tone;
  width?: Width;
  children: ReactNode;
};

const OVERLAY: Record<Place, string> = {
  center: "fixed inset-0 z-50 bg-night-950/70 backdrop-blur-sm",
  sheet: "fixed inset-0 z-50 bg-black/70",
};

const CONTENT: Record<Place, string> = {
  center:
    "-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] flex-col gap-3 overflow-y-auto rounded-2xl border bg-night-850 shadow-2xl",
  sheet:
    "fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col gap-3 overflow-y-auto rounded-t-2xl border-night-600 border-t bg-night-900 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] md:inset-x-auto md:top-28 md:right-4 md:bottom-auto md:w-[36rem] md:rounded-2xl md:border md:pb-4",
};

const WIDTH: Record<Width, string> = { md: "max-w-md", lg: "max-w-lg", "2xl": "max-w-2xl" };

const TONE: Record<Tone, { border: string; title: string }> = {
  plain: { border: "border-night-600 p-5", title: "text-gold-300 text-xl" },
  gold: { border: "border-gold-400/40 p-6", title: "text-2xl text-gold-300" },
  rose: { border: "border-rose-400/40 p-6", title: "text-2xl text-rose-300" },
};

const CLOSE: Record<Place, { button: string; icon: string }> = {
  center: { button: "rounded p-1", icon: "size-4" },
  sheet: { button: "rounded-lg p-2", icon: "size-5" },
};

/**
 * The one dialog shell: Radix's dialog (focus kept inside and given back to what opened it, Escape and the overlay
 * close it) with the Cathedral's overlay, box, title, description and Close button. What it holds is its children;
 * a long part of it goes in a DialogScrollArea.
 */
export function Dialog({
  trigger,
  open,
  onOpenChange,
  onClose,
  title,
  description,
  closeButton = false,
  place = "center",
  tone = "plain",
  width = "md",
  className,
  children,
  ...content
}: Props) {
  return (
    <Radix.Root
      open={open}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        if (!next) onClose?.();
      }}
    >
      {trigger && <Radix.Trigger asChild>{trigger}</Radix.Trigger>}
      <Radix.Portal>
        <Radix.Overlay className={OVERLAY[place]} />
        <Radix.Content
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          {...content}
          className={cn(CONTENT[place], place === "center" && [WIDTH[width], TONE[tone].border], className)}
        >
          <div className={cn("flex justify-between gap-3", description === undefined ? "items-center" : "items-start")}>
            <div className="min-w-0">
              <Radix.Title className={cn("font-display font-semibold", TONE[tone].title)}>{title}</Radix.Title>
              {description !== undefined && <Radix.Description className="mt-1 text-mist-dim text-sm">{description}</Radix.Description>}
            </div>
            {closeButton && (
              <Radix.Close aria-label="Close" className={cn(CLOSE[place].button, "text-mist-dim hover:text-mist")}>
                <X className={CLOSE[place].icon} aria-hidden />
              </Radix.Close>
            )}
          </div>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Closes the dialog it stands in when pressed (Cancel, say): its child is the button, as it is. */
export const DialogClose = ({ children }: { children: ReactNode }) => <Radix.Close asChild>{children}</Radix.Close>;

/**
 * A long part of a dialog (a whole exchange, a list of memories) that scrolls inside it. With a label it takes focus, so
 * the keyboard can scroll it (WCAG 2.1.1); without one, it holds buttons of its own that the keyboard reaches.
 */
export function DialogScrollArea({ label, className, children, ...rest }: ComponentPropsWithoutRef<"div"> & { label?: string }) {
  if (!label)
    return (
      <div {...rest} className={cn("overflow-y-auto", className)}>
        {children}
      </div>
    );
  return (
    <section
      {...rest}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      aria-label={label}
      className={cn("overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300", className)}
    >
      {children}
    </section>
  );
}
