/** A consumer that imports only Button from the design system (bundle-size benchmark). */
import { Button } from "@trezo/ui/Button";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (root) createRoot(root).render(<Button>Enregistrer</Button>);
