import { z } from "zod";
import { validate } from "./validate";

/** A route's `:id`: a positive whole number, else a 400 naming it. */
export const idParam = validate("param", z.object({ id: z.coerce.number().int().positive() }));
