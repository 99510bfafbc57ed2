/** The campaign studio (not in production): the campaign list, one campaign's editor with its preview, the preview frame, and recorded sessions with their replay. */
import { Navigate, Route, Routes } from '../../../widgets/router.tsx';
import { use } from 'react';
import { CampaignList } from './CampaignList.tsx';
import { CampaignEditor } from './CampaignEditor.tsx';
import { PreviewPage } from './PreviewPage.tsx';
import { SessionList } from './SessionList.tsx';
import { SessionReplay } from './SessionReplay.tsx';
import { useWords } from '../translation.tsx';
import { studioLibrary } from './library.ts';
import './studio.css';

export default function StudioRoute() {
  const { campaigns, documents } = use(studioLibrary());
  // Its previews show every kind of step, whose words may be in any part of the catalogue.
  useWords('later');
  // The server refuses the studio in production; a page served from cache goes where any unknown path goes.
  if (document.documentElement.dataset.environment === 'production') return <Navigate to="/signup/" replace />;
  return (
    <Routes>
      <Route index element={<CampaignList campaigns={campaigns} />} />
      <Route path="preview" element={<PreviewPage />} />
      <Route path="sessions" element={<SessionList />} />
      <Route path="sessions/:id" element={<SessionReplay />} />
      <Route path=":name" element={<CampaignEditor campaigns={campaigns} library={documents} />} />
    </Routes>
  );
}
