import { render } from "./main.js";
export function buildNav(pages){ return pages.map((p,i)=>`${i+1}. ${p.title}`).join(' | ') }
export const preview = () => render()
