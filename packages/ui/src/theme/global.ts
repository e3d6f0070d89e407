/**
 * Global side effects of the design system: the reset and the bundled fonts. Import it once at the app's
 * entry (`import "@trezo/ui/global"`) so text renders the same on every machine.
 */
import "@fontsource/inter/400.css";
import "@fontsource/inter/500.css";
import "@fontsource/inter/600.css";
import "@fontsource/inter/700.css";
import "@fontsource/nunito-sans/400.css";
import "@fontsource/nunito-sans/600.css";
import "@fontsource/nunito-sans/700.css";
import "./global.css";
