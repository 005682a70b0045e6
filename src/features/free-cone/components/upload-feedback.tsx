import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import Alert from '@mui/material/Alert'
import { FREE_CONE_TEXT } from '../messages'
import type { UploadFeedback as Feedback } from '../hooks/use-free-cone-upload'

/** The upload box's one message at a time; the alert role makes screen readers read it out. */
export function UploadFeedback({ feedback }: { feedback: Feedback }) {
  switch (feedback.kind) {
    case 'success':
      return (
        <Alert severity="success" icon={<CheckCircleIcon fontSize="inherit" />}>
          {FREE_CONE_TEXT.success}
          <strong>{feedback.numero}</strong>
          {feedback.codigo && (
            <>
              <br />
              {FREE_CONE_TEXT.codeNote}
              <strong>{feedback.codigo}</strong>
            </>
          )}
          <br />
          {FREE_CONE_TEXT.reviewNote}
        </Alert>
      )
    case 'failure':
      return <Alert severity="error">{FREE_CONE_TEXT.failure}</Alert>
    case 'no-file':
      return <Alert severity="warning">{FREE_CONE_TEXT.noFile}</Alert>
    case 'problem':
      return (
        <Alert severity="warning">
          {FREE_CONE_TEXT.problem(feedback.fileName, feedback.problem)}
        </Alert>
      )
    case 'undecodable':
      return <Alert severity="warning">{FREE_CONE_TEXT.undecodable(feedback.fileName)}</Alert>
    case 'offline':
      return <Alert severity="info">{FREE_CONE_TEXT.offline}</Alert>
    case 'rate-limited':
      return <Alert severity="info">{FREE_CONE_TEXT.rateLimited(feedback.seconds)}</Alert>
    case 'pending-limit':
      return <Alert severity="info">{FREE_CONE_TEXT.pendingLimit}</Alert>
    case 'crowd-limit':
      return <Alert severity="info">{FREE_CONE_TEXT.crowdLimit}</Alert>
  }
}
