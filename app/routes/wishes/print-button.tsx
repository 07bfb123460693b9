import { Button } from "~/components/Button";
import { useHydrated } from "~/components/useHydrated";
import { styles } from "./ui";

/** "Drucken" opens the browser's print dialog; without JavaScript the browser's own print command does the same. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p className={styles.noPrint}>
      <Button variant="secondary" onClick={() => window.print()}>
        {label}
      </Button>
    </p>
  );
}
