/** In place of a conversation whose history could not be read. */
export function LoadErrorNotice() {
  return (
    <p role="alert" className="flex h-full items-center justify-center px-6 text-center text-rose-300 text-sm">
      The conversation could not be loaded. Reload the page to try again.
    </p>
  );
}
