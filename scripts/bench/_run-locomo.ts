import { benchLocomo, type Seat } from "./locomo";
const only = process.env.ONLY?.split(",");
const seats = process.env.SEATS?.split(",") as Seat[] | undefined;
await benchLocomo({ only, seats });
