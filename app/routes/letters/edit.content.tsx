import { withErrorPages } from "~/.server/service-errors";
import { pageDescription } from "~/meta";
import { EditPartPage } from "./edit-part";
import { LetterEditor } from "./editor";
import { editPartAction, editPartLoader } from "./letters.server";
import { letterFontLinks } from "./fonts";
import type { Route } from "./+types/edit.content";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

export const loader = withErrorPages((args: Route.LoaderArgs) => editPartLoader(args, "content"));
export const action = withErrorPages((args: Route.ActionArgs) => editPartAction(args, "content"));
export const links = letterFontLinks;
export const meta = () => pageDescription("letters.edit.description");

export default function EditContent({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EditPartPage part="content" loaderData={loaderData} actionData={actionData}>
      {(fields, style) => <LetterEditor fields={fields} initialStyle={style} />}
    </EditPartPage>
  );
}
