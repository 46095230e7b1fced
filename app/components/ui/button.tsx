import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-muted",
        outline: "border border-primary/60 text-accent-foreground hover:bg-accent",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 whitespace-nowrap px-4 py-2",
        sm: "h-9 whitespace-nowrap px-3",
        // The pages' calls to action: a Sinhala or Tamil label may need two lines on a phone, and wraps rather than
        // widen the page. One line is as tall as before.
        lg: "min-h-12 px-6 py-3 text-center text-base",
        icon: "size-10 whitespace-nowrap",
      },
      // A label that may need two lines (a Sinhala or Tamil one on a phone): it wraps and the button grows, instead
      // of the label sticking out. One line keeps the size's height. Opt-in: most labels are short in every
      // language, and a wrapped header or table button would look broken where one line fits.
      wrap: { true: "h-auto whitespace-normal", false: "" },
    },
    compoundVariants: [
      { wrap: true, size: "default", className: "min-h-10 py-2" },
      { wrap: true, size: "sm", className: "min-h-9 py-1.5" },
    ],
    defaultVariants: { variant: "default", size: "default", wrap: false },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

// `ref` is an ordinary prop in React 19, passed on with the rest: Radix triggers (a dialog's, say) need the
// button's element to return focus to it.
export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
