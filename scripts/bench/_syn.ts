import { benchRecallQuality } from "./recall-quality";
await benchRecallQuality([null], false, false);
