export { Link, type LinkProps, linkClass } from "./Link";
